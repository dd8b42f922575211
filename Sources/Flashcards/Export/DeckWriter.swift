import Foundation

/// Renders a validated deck in one format. Writers return bytes rather than write files, so one
/// place (`ExportTarget`) decides how they reach a file, a device or standard output.
protocol DeckWriter {
    var format: ExportFormat { get }

    /// The whole file for `deck`, with the note and card counts it holds.
    func contents(of deck: Deck) throws -> DeckFile
}
