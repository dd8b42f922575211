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
    public var sources: [Citation] = []

    private enum CodingKeys: String, CodingKey {
        case id, classID = "class", topic, kind, swiftName, swiftSignature, objcSelector, objcSignature
        case frequency, superRule, available, deprecated, when, sources
    }

    init(row: ResultRow) {
        id = row["id"]
        classID = row["class_id"]
        topic = row["topic"]
        kind = row["kind"]
        swiftName = row["swift_name"]
        swiftSignature = row["swift_signature"]
        objcSelector = row["objc_selector"]
        objcSignature = row["objc_signature"]
        frequency = row["frequency"]
        superRule = row["super_rule"]
        available = row["available"]
        deprecated = row["deprecated"]
        when = LocalizedText(zh: row["when_zh"], en: row["when_en"])
    }
}
