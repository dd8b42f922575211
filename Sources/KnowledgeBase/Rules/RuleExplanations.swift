import EmbeddedContent
import Foundation

/// The engine's rules in words, as `Content/rules.yaml` gives them: the engine names a rule
/// (`String(describing: rule)`), this says what it means and why we believe it. Read from the
/// content compiled into the binary, without the knowledge database.
public struct RuleExplanations: Sendable {
    private let rules: [String: RuleEntry]
    private let versionRules: [String: RuleEntry]

    public init(_ file: RulesFile) {
        rules = Dictionary(file.rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        versionRules = Dictionary(file.versionRules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The explanations compiled into this binary (none if `Content/rules.yaml` is missing,
    /// which the content tests rule out).
    public static let embedded: RuleExplanations = {
        let (content, _) = Content.decode(documents: EmbeddedContent.documents.filter { $0.path.hasSuffix("/rules.yaml") })
        return RuleExplanations(content.rules)
    }()

    /// Why a callback fired, for the rule named `name`.
    public func rule(_ name: String) -> RuleEntry? { rules[name] }

    /// What changed between iOS versions, for the version rule named `name`.
    public func versionRule(_ name: String) -> RuleEntry? { versionRules[name] }

    public var ruleNames: Set<String> { Set(rules.keys) }
    public var versionRuleNames: Set<String> { Set(versionRules.keys) }
}
