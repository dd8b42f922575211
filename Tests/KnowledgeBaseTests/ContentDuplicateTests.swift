import EmbeddedContent
import Foundation
import Testing
@testable import KnowledgeBase

/// Two facts that say the same thing make `show` and the quiz repeat themselves (issue 11).
/// Facts about a shared method whose words mostly coincide, in either language, must be merged,
/// or listed in Fixtures/distinct-facts.txt with what tells them apart.
struct ContentDuplicateTests {
    /// The share of words (English) or character pairs (Chinese) two facts may have in common.
    static let alikeShare = 0.33

    @Test func noTwoFactsAboutAMethodSayTheSameThing() throws {
        let facts = try Content(documents: EmbeddedContent.documents).facts
        let declared = try Self.declaredDistinct()
        var alike: [String] = []
        for (index, first) in facts.enumerated() {
            for second in facts[(index + 1)...] where !Set(first.allMethodIDs).isDisjoint(with: second.allMethodIDs) {
                let share = max(Self.overlap(Self.words(first.text.en), Self.words(second.text.en)),
                                Self.overlap(Self.characterPairs(first.text.zh), Self.characterPairs(second.text.zh)))
                if share >= Self.alikeShare, !declared.contains([first.id, second.id]) {
                    alike.append("\(first.id) | \(second.id) (\(Int(share * 100))% in common)")
                }
            }
        }
        #expect(alike.isEmpty, "merge these, or declare them distinct:\n\(alike.joined(separator: "\n"))")
    }

    /// The measure itself: a reworded copy is caught, two facts about different things are not.
    @Test func theMeasureTellsARewordingFromADifferentFact() {
        let fact = "The default loadView() loads the view from a nib in three cases."
        let reworded = "In three cases the default loadView() loads its view from a nib."
        let other = "viewDidAppear(_:) runs after the transition animation has finished."
        #expect(Self.overlap(Self.words(fact), Self.words(reworded)) >= Self.alikeShare)
        #expect(Self.overlap(Self.words(fact), Self.words(other)) < Self.alikeShare)
    }

    /// Each listed pair still names two facts, so the list cannot silently outlive its entries.
    @Test func everyDeclaredPairNamesExistingFacts() throws {
        let ids = Set(try Content(documents: EmbeddedContent.documents).facts.map(\.id))
        for pair in try Self.declaredDistinct() {
            #expect(pair.isSubset(of: ids), "\(pair.sorted())")
        }
    }

    private static func declaredDistinct() throws -> Set<Set<String>> {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/distinct-facts", withExtension: "txt"))
        return Set(try String(contentsOf: url, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            Set(line.split(separator: "|").prefix(2).map { $0.trimmingCharacters(in: .whitespaces) })
        })
    }

    private static let stopWords: Set<String> = [
        "the", "a", "an", "of", "to", "and", "in", "is", "it", "its", "on", "for", "at", "by", "be", "as", "that", "this",
        "with", "or", "from", "are", "was", "not", "but", "when", "then", "so", "if", "into", "only", "their", "there",
        "which", "what",
    ]

    private static func words(_ text: String) -> Set<String> {
        Set(text.lowercased().split { !($0.isLetter || $0.isNumber || "()_:".contains($0)) }.map(String.init)
            .filter { $0.first!.isLetter && $0.count > 1 && !stopWords.contains($0) })
    }

    private static func characterPairs(_ text: String) -> Set<String> {
        let chinese = Array(text.unicodeScalars.filter { (0x4E00...0x9FFF).contains($0.value) })
        guard chinese.count > 1 else { return [] }
        return Set((0..<(chinese.count - 1)).map { String(String.UnicodeScalarView(chinese[$0...($0 + 1)])) })
    }

    private static func overlap(_ first: Set<String>, _ second: Set<String>) -> Double {
        let union = first.union(second).count
        return union == 0 ? 0 : Double(first.intersection(second).count) / Double(union)
    }
}
