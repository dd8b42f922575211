/// A method, callback, property or concept as the knowledge base holds it.
public struct Method: Sendable, Hashable, Codable {
    /// `<class>.<swift name>`: `UIViewController.viewWillAppear(_:)`.
    public var id: String
    public var classID: String
    public var topic: String
    /// callback, method, property, function or concept.
    public var kind: String
    public var swiftName: String
    public var swiftSignature: String
    /// `""` where there is none.
    public var objcSelector: String
    public var objcSignature: String
    /// How often UIKit calls it by itself: once, many or never.
    public var frequency: String
    /// When an override calls super: first, last, anywhere, never or not-applicable.
    public var superRule: String
    public var available: String
    public var deprecated: String?
    /// When UIKit calls it.
    public var when: LocalizedText
    /// The Apple documentation page it cites, for knowledge beyond the seeds.
    public var apple: String?
    public var sources: [Citation] = []
    /// Whether `sources` say what `when` says, or are only where the seeds touch its subject.
    public var sourcesRole: SourcesRole

    private enum CodingKeys: String, CodingKey {
        case id, classID = "class", topic, kind, swiftName, swiftSignature, objcSelector, objcSignature
        case frequency, superRule, available, deprecated, when, apple, sources, sourcesRole
    }

    init(row: ResultRow) throws {
        id = try row["id"]
        classID = try row["class_id"]
        topic = try row["topic"]
        kind = try row["kind"]
        swiftName = try row["swift_name"]
        swiftSignature = try row["swift_signature"]
        objcSelector = try row["objc_selector"]
        objcSignature = try row["objc_signature"]
        frequency = try row["frequency"]
        superRule = try row["super_rule"]
        available = try row["available"]
        deprecated = try row["deprecated"]
        when = try LocalizedText(zh: row["when_zh"], en: row["when_en"])
        apple = try row["apple"]
        sourcesRole = SourcesRole(citedBy: when)
    }
}
