/// How many terminal columns `text` takes: East Asian wide and fullwidth characters two, combining
/// marks and zero-width characters none, the rest one. The ranges cover CJK, Hangul, fullwidth
/// forms and emoji; a table generated from Unicode's EastAsianWidth.txt can replace this one
/// function without touching its callers.
public func displayColumns(of text: String) -> Int {
    var columns = 0
    for scalar in text.unicodeScalars { columns += displayColumns(of: scalar) }
    return columns
}

func displayColumns(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x300 { return value < 0x20 || (value >= 0x7F && value < 0xA0) ? 0 : 1 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
         0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
         0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
        return 2
    default:
        return 1
    }
}

/// `text` cut to at most `columns` display columns, ending in `…` when cut.
func truncated(_ text: String, toColumns columns: Int) -> String {
    guard displayColumns(of: text) > columns else { return text }
    var result = ""
    var used = 0
    for character in text {
        let width = displayColumns(of: String(character))
        if used + width > columns - 1 { break }
        result.append(character)
        used += width
    }
    return result + "…"
}
