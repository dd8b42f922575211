import KnowledgeBase

/// What questions are drawn from: the knowledge base's methods, facts, pitfalls, conflicts and
/// curated scenarios, loaded once. The engine supplies every ordering.
public struct QuizMaterial: Sendable {
    public let fingerprint: String
    public let methods: [Method]
    public let facts: [Fact]
    public let pitfalls: [Pitfall]
    public let conflicts: [Conflict]
    public let scenarios: [CuratedScenario]
    /// Each knowledge topic's title, by topic id.
    public let topicTitles: [String: LocalizedText]
    /// The short names questions cite sources by, in place of file names and line numbers.
    let sourceNames: SourceNames
    private let methodsByID: [String: Method]
    private let disputedMethods: Set<String>
    private let factCitations: [String: [String]]
    /// Classes that are concepts rather than types (NibLoading): their methods are named alone.
    private let conceptClasses: Set<String>

    public init(fingerprint: String, methods: [Method], facts: [Fact], pitfalls: [Pitfall],
                conflicts: [Conflict], scenarios: [CuratedScenario], sources: [Source] = [], conceptClasses: Set<String> = [],
                topicTitles: [String: LocalizedText] = [:]) {
        self.conceptClasses = conceptClasses
        self.topicTitles = topicTitles
        self.fingerprint = fingerprint
        self.methods = methods
        self.facts = facts
        self.pitfalls = pitfalls
        self.conflicts = conflicts
        self.scenarios = scenarios
        sourceNames = SourceNames(sources: sources)
        disputedMethods = Set(conflicts.flatMap(\.methods))
        methodsByID = Dictionary(methods.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        // Written once here: explanations cite facts thousands of times a second.
        factCitations = Dictionary(facts.map { ($0.id, $0.sources.map(\.shortText)) }, uniquingKeysWith: { first, _ in first })
    }

    public static func load(from database: KnowledgeDatabase) throws -> QuizMaterial {
        QuizMaterial(
            fingerprint: database.fingerprint ?? "",
            methods: try database.methods(),
            facts: try database.facts(),
            pitfalls: try database.pitfalls(),
            conflicts: try database.conflicts(),
            scenarios: try database.scenarios(),
            sources: try database.sources(),
            conceptClasses: Set(try database.classes().filter { $0.kind == "concept" }.map(\.id)),
            topicTitles: try database.topicTitles())
    }

    public func method(_ id: String) -> Method? { methodsByID[id] }

    /// The class a fact or pitfall about these methods is filed under: its first method's.
    func classID(of methods: [String]) -> String {
        methods.first.flatMap(method)?.classID ?? "UIViewController"
    }

    /// How a question names a method: `viewDidLoad() (UIViewController)`; a method of a concept
    /// (NibLoading's `encode(with:)`) by its name alone, since the concept is no class to override in.
    func label(of method: Method) -> String {
        isConcept(method) ? method.swiftName : "\(method.swiftName) (\(method.classID))"
    }

    /// A method of a concept (NibLoading) rather than of a class.
    func isConcept(_ method: Method) -> Bool { conceptClasses.contains(method.classID) }

    /// Whether a conflict between the sources names the method.
    func isDisputed(_ methodID: String) -> Bool {
        disputedMethods.contains(methodID)
    }

    /// A fact's sources in short form, `[000 §1.1.3 loadView() L96-120]`.
    public func citations(of fact: Fact) -> [String] {
        factCitations[fact.id] ?? fact.sources.map(\.shortText)
    }
}
