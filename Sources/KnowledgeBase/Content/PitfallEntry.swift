/// A mistake people make with the lifecycle: what they see, why, and the fix.
public struct PitfallEntry: Sendable, Hashable, Decodable {
    public let file: String
    public let id: String
    public let methods: [String]
    public let title: LocalizedText
    public let symptom: LocalizedText
    public let cause: LocalizedText
    public let fix: LocalizedText
    public let snippet: LocalizedCode?
    /// The snippet's code fixed: the card shows the two side by side.
    public let fixSnippet: LocalizedCode?
    public let sources: [Citation]
    /// The Apple documentation page it cites, for knowledge beyond the seeds.
    public let apple: String?

    private enum CodingKeys: String, CodingKey {
        case id, methods, title, symptom, cause, fix, snippet, snippetZh, fixSnippet, fixSnippetZh, sources, apple
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        file = decoder.contentFile
        id = try container.text(.id)
        methods = try container.texts(.methods)
        title = try container.localized(.title)
        symptom = try container.localized(.symptom)
        cause = try container.localized(.cause)
        fix = try container.localized(.fix)
        snippet = try container.optionalText(.snippet).map { LocalizedCode(en: $0, zh: try container.optionalText(.snippetZh)) }
        fixSnippet = try container.optionalText(.fixSnippet).map { LocalizedCode(en: $0, zh: try container.optionalText(.fixSnippetZh)) }
        apple = try container.optionalText(.apple)
        sources = try container.list(.sources)
    }
}
