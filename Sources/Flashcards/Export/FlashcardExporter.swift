import Foundation

/// Writes a deck to a file in one of the export formats.
public enum FlashcardExporter {
    /// Validates `deck`, writes it as `format` and moves the file to `destination` once complete.
    /// Throws `ExportError` (or the writer's error wrapped in `.writeFailed`); on failure nothing
    /// is left at `destination` that was not there before.
    @discardableResult
    public static func export(
        _ deck: Deck, as format: ExportFormat, to destination: URL, options: ExportOptions = ExportOptions()
    ) throws -> ExportSummary {
        try export(deck, with: format.writer(exportedAt: options.exportedAt), to: destination, force: options.force)
    }

    static func export(
        _ deck: Deck, with writer: some DeckWriter, to destination: URL, force: Bool
    ) throws -> ExportSummary {
        try deck.validate()
        let destination = destination.standardizedFileURL
        let counts = try AtomicFile(destination: destination, force: force).write { file in
            try writer.write(deck, to: file)
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: destination.path)
        return ExportSummary(
            format: writer.format,
            file: destination,
            noteCount: counts.notes,
            cardCount: counts.cards,
            decks: Set(deck.cards.map(\.deck)).sorted(),
            byteCount: (attributes?[.size] as? NSNumber)?.intValue ?? 0
        )
    }
}
