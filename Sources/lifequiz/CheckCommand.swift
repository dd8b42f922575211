import ArgumentParser
import KnowledgeBase
import LifecycleEngine
import LogCheck

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: HelpText.text("help.check.abstract"),
        discussion: HelpText.text("help.check.discussion")
    )

    @Argument(help: ArgumentHelp(HelpText.text("help.check.log"), valueName: "log"))
    var log: String

    @Option(name: .long, help: ArgumentHelp(HelpText.text("help.check.steps"), valueName: "steps"))
    var steps: String

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(HelpText.text("help.check.ios", ["first": "\(IOSVersion.supported.lowerBound)", "last": "\(IOSVersion.supported.upperBound)"]), valueName: "N"))
    var ios: Int?

    @Option(name: .customLong("as"), help: ArgumentHelp(HelpText.text("help.check.as"), valueName: "Class=Object"))
    var mapping: [String] = []

    @Option(name: .customLong("from-step"), parsing: .unconditional, help: ArgumentHelp(HelpText.text("help.check.from-step"), valueName: "N"))
    var fromStep: Int?

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        let texts = output.console.texts
        if let ios, IOSVersion(ios) == nil {
            throw ValidationError.iosNotModelled(ios, texts)
        }
        if let fromStep, fromStep < 1 {
            throw ValidationError(texts.text("validation.from-step", ["value": "\(fromStep)"]))
        }
        for pair in mapping where Self.pair(pair) == nil {
            throw ValidationError(texts.text("check.bad-as", ["value": pair]))
        }
        // A class given two objects is a slip, not a choice to make for the user.
        let objects = Dictionary(grouping: mapping.compactMap(Self.pair), by: \.0).mapValues { $0.map(\.1) }
        if let (className, given) = objects.sorted(by: { $0.key < $1.key }).first(where: { Set($0.value).count > 1 }) {
            throw ValidationError(texts.text("check.as-twice", ["class": className, "objects": texts.alternatives(given.uniqued())]))
        }
    }

    func run() throws {
        let console = output.console
        var consistent = true
        try console.reportingErrors {
            let scenario = try ScenarioParser.parse(steps)
            let text = try TextFileInput.read(log, as: .log)
            let given = Dictionary(mapping.compactMap(Self.pair), uniquingKeysWith: { first, _ in first })
            let report = try LogChecker(scenario: scenario, given: given, fromStep: fromStep)
                .check(text, on: ios.flatMap(IOSVersion.init))
            consistent = report.isConsistent
            // Where the sources disagree about a callback that differs, the disagreement may explain it.
            let differing = Set(report.differences.map(\.callback.methodID))
            // Those naming more of the differing callbacks first: they speak to the difference itself.
            // One shown by a scenario is about its last step's action (a push), which the steps
            // compared must take too; one about a callback logged out of order must name a
            // callback the engine puts beside it, since the difference is their order.
            let compared = Set(scenario.steps.dropFirst(report.fromStep - 1).map { Self.action(of: $0.text) })
            let conflicts = differing.isEmpty ? [] : try database.openKnowledgeBase().conflicts()
                // One with no scenario is about advice (where geometry code goes), not an order a log shows.
                .filter { conflict in conflict.scenario.map { compared.contains(Self.action(of: Self.lastStep(of: $0))) } ?? false }
                .map { conflict in (conflict, report.differences.filter { report.conflict(conflict, speaksTo: $0) }.count) }
                .filter { $0.1 > 0 }.enumerated()
                .sorted { ($0.element.1, -$0.offset) > ($1.element.1, -$1.offset) }.map(\.element.0)
            let view = CheckReportView(report: report, console: console, script: steps, conflicts: conflicts)
            switch output.format {
            case .json: try console.writeJSON(view.answer)
            case .text: console.write(view.sections)
            }
        }
        if !consistent { throw ExitCode(ExitStatus.logDiffers) }
    }

    /// A step's action: its first word (`push` of `push B animated=false`).
    static func action(of step: String) -> Substring {
        step.split(whereSeparator: \.isWhitespace).first ?? ""
    }

    /// A script's last step (`push B` of `launch nav(A); push B`).
    static func lastStep(of script: String) -> String {
        String(script.split(whereSeparator: { $0 == ";" || $0.isNewline }).last ?? "")
    }

    /// `FirstViewController=A`, `first vc = A`: spaces around either side are not part of it.
    private static func pair(_ text: String) -> (String, String)? {
        let parts = text.split(separator: "=", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
        return (parts[0], parts[1])
    }
}

extension CheckReport {
    /// Whether a disagreement of the sources speaks to a difference: for a callback out of order
    /// it names the callback and one the engine puts right before or after it; for one missing
    /// or extra it is led by the callback's method.
    func conflict(_ conflict: Conflict, speaksTo difference: Difference) -> Bool {
        let methods = Set(conflict.methods)
        guard methods.contains(difference.callback.methodID) else { return false }
        // A callback missing or extra is about whether it is made: a disagreement led by that
        // method (how often viewDidLoad runs), not one that merely names it in an order.
        guard difference.kind == .outOfOrder, let position = difference.expectedPosition else {
            return conflict.methods.first == difference.callback.methodID
        }
        let beside = [position - 2, position].filter(expected.indices.contains).map { expected[$0].callback.methodID }
        return beside.contains(where: methods.contains)
    }
}
