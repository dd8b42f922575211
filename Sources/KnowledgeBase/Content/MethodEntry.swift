/// A method, callback, property or concept, as a topic file describes it.
public struct MethodEntry: Sendable, Hashable, Decodable {
    public static let kinds: Set<String> = ["callback", "method", "property", "function", "concept"]
    public static let frequencies: Set<String> = ["once", "at-most-once", "many", "never"]
    public static let superRules: Set<String> = ["first", "last", "anywhere", "never", "not-applicable"]

    public let file: String
    public let classID: String
    /// The Swift name with argument labels: `viewWillAppear(_:)`; properties have no parentheses.
    public let swift: String
    public let swiftSignature: String
    /// The Objective-C selector, or `""` where there is none.
    public let objc: String
    public let objcSignature: String
    /// Further spellings people type, beyond those derived from `swift` and `objc`.
    public let aliases: [String]
    public let kind: String
    public let frequency: String
    public let superRule: String
    public let available: String
    public let deprecated: String?
    public let when: LocalizedText
    public let sources: [Citation]
    /// The Apple documentation page it cites, for knowledge beyond the seeds.
    public let apple: String?

    /// `<class>.<swift>`, the id facts and pitfalls refer to.
    public var id: String { "\(classID).\(swift)" }

    private enum CodingKeys: String, CodingKey {
        case classID = "class"
        case swift, swiftSignature, objc, objcSignature, aliases, kind, frequency
        case superRule = "super"
        case available, deprecated, when, sources, apple
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        file = decoder.contentFile
        classID = try container.text(.classID)
        swift = try container.text(.swift)
        swiftSignature = try container.text(.swiftSignature)
        objc = try container.text(.objc)
        objcSignature = try container.text(.objcSignature)
        aliases = try container.texts(.aliases)
        kind = try container.text(.kind)
        frequency = try container.text(.frequency)
        superRule = try container.text(.superRule)
        available = try container.text(.available)
        deprecated = try container.optionalText(.deprecated)
        when = try container.localized(.when)
        sources = try container.list(.sources)
        apple = try container.optionalText(.apple)
    }
}
