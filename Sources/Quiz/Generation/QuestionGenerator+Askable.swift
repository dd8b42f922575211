import LifecycleEngine

extension QuestionGenerator {
    /// A question for `seed`; when no question fits the request, a `QuizError.nothingFits` that
    /// names the kinds (else topics, else levels) that do give questions with the other filters.
    public func question(seed: UInt64, request: Request = Request()) throws -> Question {
        guard let question = try question(seed: seed, request: request, avoiding: []) else {
            preconditionFailure("with nothing asked before, no question repeats one")
        }
        return question
    }

    /// The same, passing over questions whose subjects a session asked already (`Question.subjects`):
    /// nil when every question drawn repeats one, so the session asks no more.
    public func question(seed: UInt64, request: Request = Request(), avoiding asked: Set<String>) throws -> Question? {
        do {
            return try drawQuestion(seed: seed, request: request, avoiding: asked)
        } catch let error as QuizError where error.canRetry {
            throw QuizError.nothingFits(filters: request.filterDescription, askable: askable(instead: request))
        }
    }

    /// Whether some question fits `request`. A few fixed seeds, each with the generator's own
    /// retries, so the answer is the same on every run.
    public func canAsk(_ request: Request) -> Bool {
        (0..<Self.probeSeeds).contains { seed in (try? drawQuestion(seed: seed, request: request)) != nil }
    }

    static let probeSeeds: UInt64 = 4

    /// What to ask for instead: the first of kinds, topics or levels that gives questions when the
    /// other filters stay as they are; nil when none does.
    private func askable(instead request: Request) -> FilterAlternative? {
        let kinds = QuestionKind.allCases.filter { kind in canAsk(request.with { $0.kinds = [kind] }) }
        if !kinds.isEmpty { return FilterAlternative(option: "--kind", values: kinds.map(\.optionName)) }
        let topics = ScenarioTopic.allCases.filter { topic in canAsk(request.with { $0.topic = topic }) }
        if !topics.isEmpty { return FilterAlternative(option: "--topic", values: topics.map(\.rawValue)) }
        let levels = (1...3).filter { level in canAsk(request.with { $0.level = level }) }
        if !levels.isEmpty { return FilterAlternative(option: "--level", values: levels.map(String.init)) }
        return nil
    }
}

/// An option whose other values give questions where the one asked for gives none.
public struct FilterAlternative: Sendable, Equatable {
    public let option: String
    public let values: [String]

    /// `--kind ordering, first`
    public var description: String { option + " " + values.joined(separator: ", ") }
}

extension QuestionGenerator.Request {
    /// The filters as the options that set them: `--kind ordering --level 1 --topic memory --ios 5`.
    public var filterDescription: String {
        var parts: [String] = []
        if !kinds.isEmpty { parts.append("--kind " + kinds.map(\.optionName).joined(separator: ",")) }
        if let level { parts.append("--level \(level)") }
        if let topic { parts.append("--topic \(topic.rawValue)") }
        if let version { parts.append("--ios \(version.major)") }
        return parts.isEmpty ? "any filter" : parts.joined(separator: " ")
    }

    func with(_ change: (inout Self) -> Void) -> Self {
        var copy = self
        change(&copy)
        return copy
    }
}

extension QuestionKind {
    /// The `--kind` value that asks for this kind alone.
    var optionName: String { self == .ordering ? "ordering" : rawValue }
}
