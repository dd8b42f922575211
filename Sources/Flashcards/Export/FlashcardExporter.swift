import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a deck to a file in one of the export formats.
public enum FlashcardExporter {
    /// Validates `deck`, writes it as `format` and moves the file to `destination` once complete.
    /// Throws `ExportError` (or the writer's error wrapped in `.writeFailed`); on failure nothing
    /// is left at `destination` that was not there before.
    @discardableResult
    public static func export(
        _ deck: Deck, as format: ExportFormat, to destination: URL, options: ExportOptions = ExportOptions()
    ) throws -> ExportSummary {
        try export(deck, as: format, to: .file(destination), options: options)
    }

    /// The same to a file or a stream. A stream gets the bytes as they are; an Anki package is
    /// refused when the stream is a terminal.
    @discardableResult
    public static func export(
        _ deck: Deck, as format: ExportFormat, to destination: ExportDestination, options: ExportOptions = ExportOptions()
    ) throws -> ExportSummary {
        try export(deck, with: format.writer(exportedAt: options.exportedAt), to: destination, force: options.force)
    }

    static func export(
        _ deck: Deck, with writer: some DeckWriter, to destination: URL, force: Bool
    ) throws -> ExportSummary {
        try export(deck, with: writer, to: .file(destination), force: force)
    }

    static func export(
        _ deck: Deck, with writer: some DeckWriter, to destination: ExportDestination, force: Bool
    ) throws -> ExportSummary {
        try deck.validate()
        let file: DeckFile
        switch destination {
        case .file(let url):
            let atomic = AtomicFile(destination: url.standardizedFileURL, force: force)
            do {
                try atomic.check()
            } catch {
                // The file name to suggest is one of the format asked for (a .tsv for --format tsv).
                guard case .destinationIsDirectory(let path, _) = error else { throw error }
                throw ExportError.destinationIsDirectory(path: path, example: "lifequiz.\(writer.format.fileExtension)")
            }
            file = try rendered(deck, by: writer, path: url.standardizedFileURL.path)
            try atomic.write(file.bytes)
        case .stream(let descriptor, let name):
            if writer.format == .apkg, isatty(descriptor) == 1 { throw ExportError.binaryToTerminal(path: name) }
            file = try rendered(deck, by: writer, path: name)
            try DescriptorWriter.writeAll(file.bytes, to: descriptor, path: name)
        }
        return ExportSummary(
            format: writer.format,
            destination: destination.standardized,
            noteCount: file.notes,
            cardCount: file.cards,
            decks: Set(deck.cards.map(\.deck)).sorted(),
            byteCount: file.bytes.count
        )
    }

    private static func rendered(_ deck: Deck, by writer: some DeckWriter, path: String) throws -> DeckFile {
        do {
            return try writer.contents(of: deck)
        } catch let error as ExportError {
            throw error
        } catch {
            throw ExportError.writeFailed(path: path, reason: "\(error)")
        }
    }
}
