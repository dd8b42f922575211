import Foundation
import SeededProperties
import Testing

/// Random command lines, as a careless or hostile user types them, end with a documented exit
/// status (0, 2, 3 or 64): never 1, never a signal, never a hang. A bounded number of runs with
/// fixed seeds; one data directory, so the knowledge database is built once.
@Suite struct CLIPropertyTests {
    static let numbers = [
        "0", "1", "2", "3", "4", "5", "12", "18", "19", "-1", "1000", "1001", "9223372036854775807", "9223372036854775808",
        "-9223372036854775808", "18446744073709551616", "1e3", "0x10", "abc", "", "٣",
    ]
    static let words = [
        "viewDidLoad", "viewWillAppear(_:)", "-[UIView layoutSubviews]", "UIView", "布局", "内存", "nav", "\"", "*",
        "NEAR(", "' OR 1=1", "%", "\u{0}", "🙂", "-", "--", "-x", "a b", "x",
    ]
    static let scripts = [
        "launch nav(A); push B; pop", "launch A; present B style=pageSheet; dismiss", "launch tabs(A, B); select B",
        "launch nav(nav(nav(A)))", "launch " + String(repeating: "nav(", count: 40) + "A", "launch A; addView V to A; layout V",
        "ios 9\nlaunch A\nrotate", "launch A; push B", "pop", "launch A(fancy)", "ios 99999999999999999999", "launch A; jump",
        "launch pages(A, B); page next cancel", "launch A; background; foreground; terminate; launch A", "#", "",
    ]

    static func pick(_ list: [String], _ random: inout any SeededRandomNumberGenerator) -> String {
        list.randomElement(using: &random)!
    }

    /// `option value` pairs, each present or not, values sometimes not valid.
    static func options(_ choices: [(String, [String])], _ random: inout any SeededRandomNumberGenerator) -> [String] {
        choices.flatMap { name, values in Bool.random(using: &random) ? [name, pick(values, &random)] : [] }
    }

    static let formats = ["text", "json", "xml"]
    static let kinds = ["all", "ordering", "knowledge", "once", "first", "snippet", "truth", "missing", "version", "other"]
    static let topics = ["loading", "navigation", "presentation", "tabs", "pages", "containment", "app", "rotation",
                         "memory", "views", "other"]

    /// A command line and what is typed into it.
    static let commandLines: AnyGenerator<([String], String)> = Generator<([String], String), Shrink.None<([String], String)>> { random in
        let typed = (0..<Int.random(in: 0...3, using: &random)).map { _ in pick(numbers + words, &random) }.joined(separator: "\n")
        var arguments: [String]
        switch Int.random(in: 0..<9, using: &random) {
        case 0, 1:
            arguments = ["quiz"] + options([("-n", numbers), ("--seed", numbers), ("--level", numbers), ("--ios", numbers),
                                            ("--kind", kinds), ("--topic", topics), ("--format", formats)], &random)
        case 2:
            // Half the time a real question's id (filled in when it runs), else one made of parts.
            let id = Bool.random(using: &random) ? realID : [
                pick(kinds, &random), pick(numbers, &random), pick(topics, &random), pick(numbers, &random), "-", pick(numbers, &random),
            ].joined(separator: ":") + "@" + pick(["", "abc", "0"], &random)
            arguments = ["answer", id] + (0..<Int.random(in: 0...3, using: &random)).map { _ in pick(numbers + words, &random) }
        case 3:
            arguments = ["show"] + (0..<Int.random(in: 0...3, using: &random)).map { _ in pick(words, &random) }
        case 4:
            arguments = ["search"] + options([("--limit", numbers)], &random) + [pick(words, &random)]
        case 5:
            arguments = ["simulate", "--steps", pick(scripts, &random)]
                + options([("--ios", numbers), ("--format", ["text", "json", "lanes", "mermaid", "svg"]),
                           ("--only", ["all", "app", "appearance", "layout", "views", "none"])], &random)
        case 6:
            arguments = ["study"] + options([("--new", numbers), ("--limit", numbers), ("--ios", numbers)], &random)
        case 7:
            arguments = ["list"] + options([("--class", words)], &random)
        default:
            arguments = [pick(["stats", "sources", "conflicts", "lifequiz", "--version", "help", "-h"], &random)]
        }
        if Int.random(in: 0..<4, using: &random) == 0 { arguments.insert(pick(words + ["--lang", "--format"], &random), at: 1) }
        return (arguments, typed)
    }.eraseToAny()

    /// Stands for the id of a question drawn before the runs.
    static let realID = "<real id>"

    @Test func randomCommandLinesEndWithADocumentedStatus() throws {
        let cli = try CLI()
        let drawn = try cli.run(["quiz", "--format", "json", "--seed", "1", "--kind", "ordering"])
        let question = try JSONSerialization.jsonObject(with: Data(drawn.stdout.utf8)) as? [String: Any]
        let id = try #require(question?["id"] as? String)
        var statuses: Set<Int32> = []
        SeededProperty(Self.commandLines).check(seeds: 0..<60) { arguments, typed in
            let ending = try cli.run(arguments.map { $0 == Self.realID ? id : $0 }, input: typed, killedAfter: 60)
            statuses.insert(ending.status)
            guard ending.signalled || ![0, 2, 3, 64].contains(ending.status) else { return nil }
            return "\(ending): \(ending.stderr.prefix(500))"
        }
        // Not all usage errors: the lines reach the commands' work and their answers.
        #expect(statuses.isSuperset(of: [0, 2, 64]), "\(statuses)")
    }
}
