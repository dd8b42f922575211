import Foundation
import TestSupport

/// What a verify script reported: its exit status and the counts from its summary line
/// (`apkg ok: 360 notes, 360 cards, deck '...'`, `tsv ok: ...`).
struct VerifySummary: CustomStringConvertible {
    let status: Int32
    let ok: Bool
    let notes: Int?
    let cards: Int?
    let output: String

    init(_ output: ProcessRunner.Output) {
        status = output.status
        self.output = output.stdout + output.stderr
        let line = output.lastLine
        ok = line.hasPrefix("apkg ok:") || line.hasPrefix("tsv ok:")
        let numbers = line.split(separator: ":", maxSplits: 1).last?
            .split(separator: ",").prefix(2)
            .map { $0.split(separator: " ").first.flatMap { Int($0) } }
        notes = numbers?.first ?? nil
        cards = numbers?.dropFirst().first ?? nil
    }

    var description: String { output }
}
