import Foundation
import KnowledgeBase

/// What questions and explanations call a source: its title, short, in the reader's language,
/// never a file name, line numbers or "seed 002".
struct SourceNames: Sendable {
    /// By the number a source's file name starts with (`002`).
    private let titles: [String: LocalizedText]

    init(sources: [Source]) {
        titles = Dictionary(sources.map { (Citation.seedNumber($0.id), $0.title) }, uniquingKeysWith: { first, _ in first })
    }

    /// `“The life cycle of a ViewController”` / `《ViewController 的生命周期》`.
    func name(ofSeed number: String, in language: Language) -> String? {
        guard let title = titles[number] else { return nil }
        let text = title.text(in: language)
        // A title's parenthesis describes the document; the name does without it.
        let short = text.components(separatedBy: " (").first!.components(separatedBy: "（").first!
        return language == .zh ? "《\(short)》" : "“\(short)”"
    }

    /// The names of the sources an engine rule's evidence cites (`source 002 §App (lines 7-20)`).
    func names(inEvidence evidence: String, language: Language) -> [String] {
        Self.sourceNumbers(in: evidence).compactMap { name(ofSeed: $0, in: language) }.uniqued()
    }

    func names(of citations: [Citation], language: Language) -> [String] {
        citations.compactMap { name(ofSeed: Citation.seedNumber($0.seed), in: language) }.uniqued()
    }

    /// Every source `citations` cite, once, by name, in both languages: `《…》、《…》`.
    func names(of citations: [Citation]) -> LocalizedText {
        LocalizedText(zh: names(of: citations, language: .zh).joined(separator: "、"),
                      en: names(of: citations, language: .en).joined(separator: ", "))
    }

    /// `source 002`, `sources 001 and 003`, `source 004 (lines 205-208) and source 003`: the
    /// numbers that follow the word source, not line numbers.
    static func sourceNumbers(in evidence: String) -> [String] {
        var numbers: [String] = []
        let words = evidence.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        var afterSource = false
        for word in words {
            let lower = word.lowercased()
            if lower == "source" || lower == "sources" {
                afterSource = true
            } else if afterSource, word.count == 3, word.allSatisfy(\.isNumber) {
                numbers.append(word)
            } else if lower != "and" {
                afterSource = false
            }
        }
        return numbers
    }
}
