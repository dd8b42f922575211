/// Anki's cloze syntax, `{{c1::viewDidLoad()}}`: written into cloze notes, and rendered the way
/// Anki renders it for formats that have no cloze note type (TSV).
enum ClozeMarkup {
    static let opening = "{{c1::"
    static let closing = "}}"

    /// The answer highlighted, as Anki's `.cloze` span; styled inline for note types whose CSS
    /// does not know the class.
    private static let spanOpening = #"<span class="cloze" style="font-weight:600;color:#1a5fb4">"#

    /// `text` with each blank as `[...]`, or with its answer, highlighted.
    static func rendered(_ text: String, revealed: Bool) -> String {
        var result = ""
        var rest = text[...]
        while let start = rest.range(of: opening), let end = rest[start.upperBound...].range(of: closing) {
            result += rest[..<start.lowerBound]
            result += spanOpening + (revealed ? String(rest[start.upperBound..<end.lowerBound]) : "[...]") + "</span>"
            rest = rest[end.upperBound...]
        }
        return result + rest
    }
}
