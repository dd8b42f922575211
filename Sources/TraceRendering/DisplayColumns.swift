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
