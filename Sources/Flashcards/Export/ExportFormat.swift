/// The file formats lifequiz exports flashcards to.
public enum ExportFormat: String, CaseIterable, Sendable {
    /// An Anki package: note types, decks and cards, ready to import.
    case apkg
    /// Tab-separated text for Anki's text importer (Basic note type).
    case tsv
    /// A printable study sheet.
    case markdown
    /// Every card as data, for other tools (schema in docs/export.md).
    case json

    /// The extension files of this format usually have.
    public var fileExtension: String {
        switch self {
        case .apkg: "apkg"
        case .tsv: "tsv"
        case .markdown: "md"
        case .json: "json"
        }
    }
}
