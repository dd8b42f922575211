import Foundation

/// Writes a validated deck in one format into a file the exporter later moves into place.
protocol DeckWriter {
    var format: ExportFormat { get }

    /// Writes `deck` into `file`, which exists and is empty, and returns the note and card counts
    /// it wrote.
    func write(_ deck: Deck, to file: URL) throws -> (notes: Int, cards: Int)
}
