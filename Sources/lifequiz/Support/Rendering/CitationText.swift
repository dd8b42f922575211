import KnowledgeBase

/// Citations as short, readable text: `[000 §1.1.3 loadView() L96-120]`.
enum CitationText {
    /// The seed's number, which is how its file name starts.
    static func seedNumber(_ seed: String) -> String {
        String(seed.prefix { $0 != "_" && $0 != "." })
    }

    static func short(_ citation: Citation) -> String { citation.shortText }

    static func list(_ citations: [Citation]) -> String {
        citations.map(\.shortText).joined(separator: " ")
    }
}
