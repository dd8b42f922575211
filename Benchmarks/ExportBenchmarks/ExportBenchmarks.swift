import Benchmark
import Flashcards
import Foundation
import SyntheticDecks

// The .apkg writer in-process on the 10,000-card synthetic deck: render, build the collection,
// zip, write. scripts/bench-export races the same deck against genanki through whole processes
// (ExportRunner), the comparison the target (10x genanki) is stated in.
let benchmarks: @Sendable () -> Void = {
    let deck = SyntheticDeck.make(cardCount: 10_000, language: .both)
    let file = FileManager.default.temporaryDirectory.appending(path: "lifequiz-export-benchmark-\(getpid()).apkg")
    Benchmark(
        "export: 10,000 cards as .apkg",
        configuration: .init(metrics: [.wallClock, .peakMemoryResident, .mallocCountTotal], maxDuration: .seconds(10),
                             maxIterations: 10, teardown: { try? FileManager.default.removeItem(at: file) })
    ) { _ in
        blackHole(try FlashcardExporter.export(deck, as: .apkg, to: file, options: ExportOptions(force: true)))
    }
}
