import ArgumentParser
import InterfaceText
import LifecycleEngine
import Quiz
import Study

/// `--new` and `--seed`, for the commands that run a study session (`study`, `learn`).
struct StudyOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp(HelpText.text("help.study-options.new")))
    var new = 10

    // Unconditional, so that a negative seed is named as an invalid value, not a missing one.
    @Option(parsing: .unconditional, help: ArgumentHelp(HelpText.text("help.study-options.seed")))
    var seed: UInt64?

    /// Checked by the command, which knows the reader's language.
    func check(_ texts: TextCatalog) throws {
        if new < 0 { throw ValidationError(texts.text("validation.new", ["value": "\(new)"])) }
    }

    /// The session's options, with at most `limit` cards.
    func loop(limit: Int, topics: Set<String>? = nil, version: IOSVersion? = nil) -> StudyLoop.Options {
        StudyLoop.Options(limit: limit, limits: DueLimits(newPerDay: new), topics: topics, version: version,
                          seed: seed ?? UInt64.random(in: 0...UInt64(Int64.max)))
    }
}
