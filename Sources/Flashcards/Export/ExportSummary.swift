import Foundation

/// What a writer wrote, counted from its output, so callers can report it and tests can check
/// it against what Anki imports.
public struct ExportSummary: Equatable, Sendable {
    public var format: ExportFormat
    public var destination: ExportDestination
    /// Notes (apkg), rows (tsv) or cards (markdown, json) written.
    public var noteCount: Int
    /// Cards written: in Anki one per note, since lifequiz note types have one template each.
    public var cardCount: Int
    /// Every deck the cards sit in, sorted.
    public var decks: [String]
    public var byteCount: Int

    /// The file written, or nil for a stream.
    public var file: URL? {
        if case .file(let url) = destination { url } else { nil }
    }
}
