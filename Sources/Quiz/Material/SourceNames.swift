import Foundation
import KnowledgeBase

/// What questions and explanations call a source: its title, short, in the reader's language,
/// never a file name, line numbers or "seed 002".
struct SourceNames: Sendable {
    /// By the number a source's file name starts with (`002`), each made once: explanations
    /// name sources thousands of times a second.
    private let names: [String: LocalizedText]

    init(sources: [Source]) {
        func name(_ title: LocalizedText, in language: Language) -> String {
            // A title's parenthesis describes the document; the name does without it.
            let short = title.text(in: language).components(separatedBy: " (").first!.components(separatedBy: "（").first!
            return language == .zh ? "《\(short)》" : "“\(short)”"
        }
        names = Dictionary(sources.map { source in
            (Citation.seedNumber(source.id), LocalizedText(zh: name(source.title, in: .zh), en: name(source.title, in: .en)))
        }, uniquingKeysWith: { first, _ in first })
    }

    /// `“The life cycle of a ViewController”` / `《ViewController 的生命周期》`.
    func name(ofSeed number: String, in language: Language) -> String? {
        names[number]?.text(in: language)
    }

    /// The names of the sources an engine rule's evidence cites (`source 002 §App (lines 7-20)`).
    func names(inEvidence evidence: String, language: Language) -> [String] {
        names(ofSeeds: Self.sourceNumbers(in: evidence), language: language)
    }

    /// The names of the sources numbered `numbers` (`002`), once each, in their order.
    func names(ofSeeds numbers: [String], language: Language) -> [String] {
        numbers.compactMap { name(ofSeed: $0, in: language) }.uniqued()
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
    /// numbers that follow the word source, not line numbers. Read as bytes (the evidence is
    /// English; a byte beyond ASCII counts as part of a word, as a letter would): grading cites
    /// sources for every explanation, and splitting by Unicode properties cost a third of it.
    static func sourceNumbers(in evidence: String) -> [String] {
        func isWordByte(_ byte: UInt8) -> Bool {
            byte >= 0x80 || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
        }
        func matches(_ word: Substring.UTF8View, _ lowercase: String) -> Bool {
            word.elementsEqual(lowercase.utf8) { ($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 | 0x20 : $0) == $1 }
        }
        var numbers: [String] = []
        var afterSource = false
        for word in evidence[...].utf8.split(whereSeparator: { !isWordByte($0) }) {
            if matches(word, "source") || matches(word, "sources") {
                afterSource = true
            } else if afterSource, word.count == 3, word.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
                numbers.append(String(decoding: word, as: UTF8.self))
            } else if !matches(word, "and") {
                afterSource = false
            }
        }
        return numbers
    }
}
