import LifecycleEngine
import DisplayWidth

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

/// `text` in lines of at most `columns` display columns, broken at the last space that fits, or
/// where it must in a run with none (Chinese).
func wrapped(_ text: String, toColumns columns: Int) -> [String] {
    var lines: [String] = []
    var line = "", used = 0
    for character in text {
        let width = displayColumns(of: String(character))
        if used + width > columns, !line.isEmpty {
            if let space = line.lastIndex(of: " "), character != " " {
                lines.append(String(line[..<space]))
                line = String(line[line.index(after: space)...])
            } else {
                lines.append(line)
                line = ""
            }
            used = displayColumns(of: line)
            if character == " " { continue }
        }
        line.append(character)
        used += width
    }
    return lines + [line]
}
