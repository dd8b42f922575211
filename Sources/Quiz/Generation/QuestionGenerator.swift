import KnowledgeBase
import LifecycleEngine
import SeededRandom

/// Draws questions reproducibly: a seed and a request give a question id, and an id always gives
/// back the same question (as long as the content it was drawn from is unchanged).
public struct QuestionGenerator: Sendable {
    public struct Request: Sendable {
        /// Kinds to draw from; empty means a mix, mostly ordering questions.
        public var kinds: [QuestionKind] = []
        public var level: Int?
        public var topic: ScenarioTopic?
        public var version: IOSVersion?
        /// Generated scenarios only, never a curated one (those are cards of their own).
        public var generatedOnly = false

        public init(kinds: [QuestionKind] = [], level: Int? = nil, topic: ScenarioTopic? = nil, version: IOSVersion? = nil,
                    generatedOnly: Bool = false) {
            self.kinds = kinds
            self.level = level
            self.topic = topic
            self.version = version
            self.generatedOnly = generatedOnly
        }
    }

    public let material: QuizMaterial
    public let language: Language

    public init(material: QuizMaterial, language: Language) {
        self.material = material
        self.language = language
    }

    /// A question for `seed`; when the drawn source cannot make one (too few usable callbacks,
    /// no fitting content) the next seeds are tried. A question whose subject is in `avoiding`
    /// (asked earlier in the session) is passed over too: nil when every question drawn was.
    /// Throws the last draw's reason when none fits; `question(seed:request:avoiding:)` turns
    /// that into what can be asked instead.
    func drawQuestion(seed: UInt64, request: Request, avoiding asked: Set<String> = []) throws -> Question? {
        var lastError: Error = QuizError.nothingToAsk(reason: "no attempt was made")
        var repeated = false
        for attempt in 0..<64 {
            let id = draw(seed: seed &+ UInt64(attempt) &* 0x9E37_79B9, request: request)
            do {
                let question = try question(for: id)
                guard question.subjects.contains(where: asked.contains) else { return question }
                repeated = true
            } catch let error as QuizError where error.canRetry {
                lastError = error
            }
        }
        if repeated { return nil }
        throw lastError
    }

    /// The question an id names.
    public func question(for id: QuestionID) throws -> Question {
        guard material.fingerprint.hasPrefix(id.content) else { throw QuizError.contentChanged(id: id.description) }
        guard let version = IOSVersion(id.version) else { throw QuizError.unknownQuestion(id: id.description) }
        let phrasing = Phrasing(language: language)
        let orderings = OrderingQuestions(material: material, phrasing: phrasing)
        let knowledge = KnowledgeQuestions(material: material, phrasing: phrasing)
        switch id.kind {
        case .ordering: return try orderings.ordering(id, version: version)
        case .whichFirst: return try orderings.whichFirst(id, version: version)
        case .missingCallback: return try orderings.missingCallback(id, version: version)
        case .versionChange: return try VersionQuestions(material: material, phrasing: phrasing).question(id)
        case .calledOnce: return try knowledge.calledOnce(id, version: version)
        case .snippet: return try knowledge.snippet(id, version: version)
        case .trueOrFalse: return try knowledge.trueOrFalse(id, version: version)
        }
    }

    /// A question that exercises one card: the ordering of its scenario, a statement about its
    /// method, its pitfall's snippet, its conflict's or version rule's version difference. Nil for cards best
    /// reviewed as flashcards (facts, pitfalls without code).
    public func question(forCard cardID: String, seed: UInt64, version: IOSVersion? = nil) throws -> Question? {
        let (prefix, subject) = cardID.splitPrefix()
        let content = material.fingerprint
        func id(_ kind: QuestionKind, level: Int = 1, topic: String? = nil, at version: IOSVersion, source: String?) -> QuestionID {
            QuestionID(kind: kind, level: level, topic: topic, version: version.major, source: source, seed: seed, content: content)
        }
        switch prefix {
        case "order":
            if let scenario = material.scenarios.first(where: { $0.id == subject }) {
                // A script that names its version is about that version ("A push on iOS 9"), whatever --ios says.
                return try question(for: id(.ordering, level: scenario.level, topic: scenario.topic,
                                            at: explicitVersion(of: scenario) ?? version ?? .newest, source: scenario.id))
            }
            // A level's card is one generated scenario, the same each time it is studied (its
            // seed comes from the card), so its schedule tracks one question: not a curated
            // scenario, which is a card of its own.
            let parts = subject.split(separator: ":")
            guard parts.count == 2, let level = Int(parts[0].dropFirst("level".count)) else { return nil }
            let request = Request(kinds: [.ordering], level: level, topic: ScenarioTopic(rawValue: String(parts[1])), version: version,
                                  generatedOnly: true)
            return try self.question(seed: FNV1a.hash(cardID), request: request)
        case "method":
            return try question(for: id(.trueOrFalse, at: version ?? .newest, source: subject))
        case "conflict":
            return try question(for: id(.versionChange, at: version ?? .newest, source: subject))
        case "version":
            return try question(for: id(.versionChange, at: version ?? .newest, source: VersionQuestions.rulePrefix + subject))
        case "pitfall":
            guard material.pitfalls.contains(where: { $0.id == subject && $0.snippet != nil }) else { return nil }
            return try question(for: id(.snippet, at: version ?? .newest, source: subject))
        default:
            return nil
        }
    }

    /// Chooses kind, level, topic, version and source up front, so the id fixes all of them.
    private func draw(seed: UInt64, request: Request) -> QuestionID {
        var random = SplitMix64(seed: seed)
        let kind = request.kinds.isEmpty
            ? (random.chance(3, in: 5) ? .ordering : random.pick(QuestionKind.knowledge))
            : random.pick(request.kinds)
        // A requested topic is drawn at a level that has it (navigation needs two controllers).
        let levels = [1, 2, 2, 3, 3].filter { level in request.topic.map(ScenarioGenerator.topics(for: level).contains) ?? true }
        let level = request.level ?? random.pick(levels)
        let topic = request.topic ?? random.pick(ScenarioGenerator.topics(for: level))
        // A version question asks what changed at --ios's version, or anywhere (the newest).
        var version = request.version ?? (level == 3 && kind != .versionChange ? IOSVersion(random.pick(ScenarioGenerator.telltaleVersions))! : .newest)
        var source: String?
        if kind == .ordering || kind == .whichFirst || kind == .missingCallback {
            // Not one written for another version than --ios asks: its title names that version.
            let curated = material.scenarios.filter { scenario in
                scenario.level == level && scenario.topic == topic.rawValue
                    && (request.version == nil || explicitVersion(of: scenario).map { $0 == request.version } ?? true)
            }
            if !curated.isEmpty, random.chance(1, in: 2), !request.generatedOnly {
                let scenario = random.pick(curated)
                source = scenario.id
                // A curated script that names its iOS version is about that version.
                if let scripted = explicitVersion(of: scenario) { version = scripted }
            }
        }
        // A version question draws its subject among every rule and conflict: tied to a drawn
        // topic, it would mostly ask the few changes every topic's scenarios show (viewIsAppearing).
        let askedTopic = kind == .versionChange && request.topic == nil ? nil : topic.rawValue
        return QuestionID(kind: kind, level: level, topic: askedTopic, version: version.major, source: source,
                          seed: random.next() >> 1, content: material.fingerprint)
    }

    /// The iOS version a curated script names with an `ios N` line, if it names one.
    private func explicitVersion(of scenario: CuratedScenario) -> IOSVersion? {
        guard let parsed = try? ScenarioParser.parse(scenario.script), parsed.versionIsExplicit else { return nil }
        return parsed.version
    }
}

extension String {
    /// `order:scenario.push-and-pop` → (`order`, `scenario.push-and-pop`).
    func splitPrefix() -> (String, String) {
        guard let colon = firstIndex(of: ":") else { return (self, "") }
        return (String(self[..<colon]), String(self[index(after: colon)...]))
    }
}

/// Why no question could be made, or an id cannot be answered.
public enum QuizError: Error, Sendable, Equatable, CustomStringConvertible {
    case unknownQuestion(id: String)
    case contentChanged(id: String)
    case nothingToAsk(reason: String)
    /// No question fits the filters; `askable` names the option values that do give questions.
    case nothingFits(filters: String, askable: FilterAlternative?)

    var canRetry: Bool {
        if case .nothingToAsk = self { return true }
        return false
    }

    public var description: String {
        switch self {
        case .unknownQuestion(let id):
            "'\(id)' is not a question id lifequiz wrote (they look like order:2:navigation:18:-:48213@1a2b3c)"
        case .contentChanged(let id):
            "question \(id) was drawn from another version of the knowledge base; ask for a new question"
        case .nothingToAsk(let reason):
            "no question could be made: \(reason); draw another with lifequiz quiz"
        case .nothingFits(let filters, let askable?):
            "no question fits \(filters); with the other filters, ask for \(askable.description)"
        case .nothingFits(let filters, nil):
            "no question fits \(filters); leave out some of the filters"
        }
    }
}
