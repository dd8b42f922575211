/// A code sample for readers of either language: one code, its `//` comments in each reader's
/// language. Content gives the Chinese copy beside the English one; the validator checks that
/// the two differ only in their comments, line for line.
public struct LocalizedCode: Sendable, Hashable, Codable {
    public var en: String
    /// The English code when no Chinese copy was written (a sample without comments).
    public var zh: String

    public init(en: String, zh: String?) {
        self.en = en
        self.zh = zh ?? en
    }

    public func text(in language: Language) -> String { language == .zh ? zh : en }

    /// For a card in both languages: each comment in Chinese, and under it the English one,
    /// starting in the same column (a slash between them read as code: `addChild / didMove`).
    public var bilingual: String {
        let chinese = zh.split(separator: "\n", omittingEmptySubsequences: false)
        let english = en.split(separator: "\n", omittingEmptySubsequences: false)
        guard chinese.count == english.count else { return zh }
        return zip(chinese, english).map { chineseLine, englishLine in
            guard chineseLine != englishLine, let comment = englishLine.range(of: "//") else { return String(chineseLine) }
            let column = englishLine.distance(from: englishLine.startIndex, to: comment.lowerBound)
            return chineseLine + "\n" + String(repeating: " ", count: column) + englishLine[comment.lowerBound...]
        }.joined(separator: "\n")
    }

    /// The code without its comments (from `//` to the end of each line), as the two copies must share it.
    static func withoutComments(_ code: String) -> String {
        code.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
            return String(code.reversed().drop { $0 == " " }.reversed())
        }.joined(separator: "\n")
    }

    /// Whether the Chinese copy is the English code with other comments.
    var commentsAloneDiffer: Bool { Self.withoutComments(zh) == Self.withoutComments(en) }
}
