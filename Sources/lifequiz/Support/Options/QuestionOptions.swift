import ArgumentParser
import InterfaceText
import LifecycleEngine
import Quiz
import SeededRandom

/// How questions are drawn: `--level`, `--topic`, `--ios`, `--kind`, `--seed`.
struct QuestionOptions: ParsableArguments {
    enum KindChoice: String, ExpressibleByArgument, CaseIterable {
        case all, ordering, knowledge, once, first, snippet, truth, missing, version

        var kinds: [QuestionKind] {
            switch self {
            case .all: []
            case .ordering: [.ordering]
            case .knowledge: QuestionKind.knowledge
            default: QuestionKind(rawValue: rawValue).map { [$0] } ?? []
            }
        }
    }

    @Option(parsing: .unconditional, help: ArgumentHelp(HelpText.text("help.question-options.level")))
    var level: Int?

    // argument-parser lists the values of `--topic` and `--kind` itself: the help does not repeat them.
    @Option(help: ArgumentHelp(HelpText.text("help.question-options.topic"), valueName: "topic"))
    var topic: ScenarioTopic?

    @Option(parsing: .unconditional, help: ArgumentHelp(HelpText.text("help.question-options.ios", ["first": "\(IOSVersion.supported.lowerBound)", "last": "\(IOSVersion.supported.upperBound)"]), valueName: "N"))
    var ios: Int?

    @Option(help: ArgumentHelp(HelpText.text("help.question-options.kind")))
    var kind: KindChoice = .all

    // Unconditional, so that a negative seed is named as an invalid value, not a missing one.
    @Option(parsing: .unconditional, help: ArgumentHelp(HelpText.text("help.question-options.seed")))
    var seed: UInt64?

    /// Checked by the command, which knows the reader's language.
    func check(_ texts: TextCatalog) throws {
        if let level, !(1...3).contains(level) { throw ValidationError(texts.text("validation.level", ["value": "\(level)"])) }
        if let ios, IOSVersion(ios) == nil { throw ValidationError.iosNotModelled(ios, texts) }
    }

    var request: QuestionGenerator.Request {
        QuestionGenerator.Request(kinds: kind.kinds, level: level, topic: topic, version: ios.flatMap(IOSVersion.init))
    }

    /// The seed of question number `index` (from 0) of this run.
    func seed(for index: Int, base: UInt64) -> UInt64 {
        var mixer = SplitMix64(seed: base &+ UInt64(index))
        return mixer.next() >> 1
    }
}

extension ScenarioTopic: ExpressibleByArgument {
    /// A question topic, or a knowledge topic that `show` prints and one question topic covers
    /// (`app-lifecycle`, `scenes` → app); one that several cover (`layout`) is refused.
    public init?(argument: String) {
        let covering = Self.allCases.filter { $0.knowledgeTopics.contains(argument) }
        guard let topic = Self(rawValue: argument) ?? (covering.count == 1 ? covering[0] : nil) else { return nil }
        self = topic
    }
}
