// The Swift side of scripts/bench-export, a whole process like genanki's. Kept tiny so the
// benchmark times the exporter, not a harness:
//   ExportRunner generate COUNT DECK.json     write the synthetic deck (JSON export format)
//   ExportRunner apkg DECK.json OUT.apkg      read the deck file and export it as .apkg;
//                                             prints the export's own time (deck in memory
//                                             to file written) as "export_ms=<ms>"
import Flashcards
import Foundation
import SyntheticDecks

let arguments = CommandLine.arguments
switch (arguments.count, arguments.dropFirst().first) {
case (4, "generate"):
    guard let count = Int(arguments[2]) else { fatalError("COUNT must be a number, not \(arguments[2])") }
    let deck = SyntheticDeck.make(cardCount: count, language: .both)
    try FlashcardExporter.export(
        deck, as: .json, to: URL(fileURLWithPath: arguments[3]), options: ExportOptions(force: true))
case (4, "apkg"):
    let deck = try JSONDeckReader.read(from: URL(fileURLWithPath: arguments[2]))
    let clock = ContinuousClock()
    let start = clock.now
    let summary = try FlashcardExporter.export(
        deck, as: .apkg, to: URL(fileURLWithPath: arguments[3]), options: ExportOptions(force: true))
    let elapsed = (clock.now - start) / .milliseconds(1)
    print("wrote \(summary.noteCount) notes, \(summary.cardCount) cards, \(summary.byteCount) bytes")
    print("export_ms=\(elapsed)")
default:
    FileHandle.standardError.write(Data("usage: ExportRunner generate COUNT DECK.json | apkg DECK.json OUT.apkg\n".utf8))
    exit(2)
}
