import Foundation

/// Knowledge texts say where a statement comes from: "(Beyond the seeds, per Apple's
/// documentation.)", "seed 000 saw it on a rotation". A question names its sources in its own
/// field, so it shows the statement without those notes, keeping what they say about UIKit.
enum ProvenanceNotes {
    /// The text without parentheses, clauses or sentences that talk about the sources; nil when
    /// nothing else is left.
    static func removed(from text: String) -> String? {
        guard mentionsSources(text) else { return text }
        let chinese = text.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }
        let bare = text.replacingOccurrences(of: #"\s*[(（][^()（）]*(?:[Ss]eeds?\b|种子)[^()（）]*[)）]"#, with: "",
                                             options: .regularExpression)
        let sentences = bare.split(separator: chinese ? "。" : ". ", omittingEmptySubsequences: true).compactMap { sentence -> String? in
            let clauses = sentence.split(separator: chinese ? "；" : "; ").filter { !mentionsSources(String($0)) }
            let kept = clauses.joined(separator: chinese ? "；" : "; ").trimmingCharacters(in: .whitespaces)
            return kept.isEmpty ? nil : kept
        }
        guard !sentences.isEmpty else { return nil }
        let terminator = chinese ? "。" : "."
        return sentences.map { $0.hasSuffix(terminator) || $0.hasSuffix("?") || $0.hasSuffix("？") ? $0 : $0 + terminator }
            .joined(separator: chinese ? "" : " ")
    }

    /// Whether a text talks about the sources rather than about UIKit: "seed 002", "the seeds", "种子".
    static func mentionsSources(_ text: String) -> Bool {
        text.range(of: #"(?i)\bseeds?\b|种子"#, options: .regularExpression) != nil
    }
}
