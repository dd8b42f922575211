import ArgumentParser
import Foundation
import InterfaceText
import KnowledgeBase
import LifecycleEngine
import TraceRendering
import Quiz
import TraceDiagram

struct SimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: HelpText.text("help.simulate.abstract"),
        // Lines under 76 columns: argument-parser wraps at the terminal's width, and a
        // wrapped table line falls apart into fragments at 80 columns.
        discussion: HelpText.text("help.simulate.discussion", ["newest": "\(IOSVersion.newest.major)"])
    )

    @Argument(help: ArgumentHelp(HelpText.text("help.simulate.file"), valueName: "file"))
    var file: String?

    @Option(name: .long, help: ArgumentHelp(HelpText.text("help.simulate.steps"), valueName: "steps"))
    var steps: String?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(HelpText.text("help.simulate.ios", ["first": "\(IOSVersion.supported.lowerBound)", "last": "\(IOSVersion.supported.upperBound)"]), valueName: "N"))
    var ios: Int?

    @Option(name: .long, help: ArgumentHelp(HelpText.text("help.simulate.format")))
    var format: SimulateFormat = .text

    @Option(name: .long, help: ArgumentHelp(HelpText.text("help.simulate.only")))
    var only: TraceFilter = .all

    @Flag(name: .long, help: ArgumentHelp(HelpText.text("help.simulate.objc")))
    var objc = false

    @Flag(name: .long, help: ArgumentHelp(HelpText.text("help.simulate.explain")))
    var explain = false

    @Flag(name: .long, help: ArgumentHelp(HelpText.text("help.simulate.rules")))
    var rules = false

    @Option(name: .long, help: ArgumentHelp(HelpText.text("help.simulate.compare"), valueName: "8,9,13,18"))
    var compare: String?

    @OptionGroup var language: LanguageOption

    func validate() throws {
        let texts = language.texts
        if rules {
            if format != .text, format != .json {
                throw ValidationError(texts.text("simulate.rules-format", ["format": format.rawValue]))
            }
            return
        }
        if let compare {
            guard let versions = Self.versions(compare) else {
                throw ValidationError(texts.text("simulate.compare-versions", ["value": compare]))
            }
            if let wrong = versions.first(where: { IOSVersion($0) == nil }) { throw ValidationError.iosNotModelled(wrong, texts) }
            if ios != nil { throw ValidationError(texts.text("simulate.compare-and-ios")) }
            if format != .text, format != .json, format != .lanes {
                throw ValidationError(texts.text("simulate.compare-format", ["format": format.rawValue]))
            }
        }
        if file != nil, steps != nil {
            throw ValidationError(texts.text("simulate.file-and-steps", ["file": file ?? ""]))
        }
        if file == nil, steps == nil {
            throw ValidationError(texts.text("simulate.no-scenario"))
        }
        if let ios, IOSVersion(ios) == nil {
            throw ValidationError.iosNotModelled(ios, texts)
        }
        // Lanes and diagrams have no room for a sentence under each callback.
        if explain, format == .svg || format == .html {
            throw ValidationError(texts.text("simulate.explain-tooltips", ["format": format.rawValue]))
        }
        if explain, format != .text, format != .json {
            throw ValidationError(texts.text("simulate.explain-format", ["format": format.rawValue]))
        }
    }

    func run() throws {
        let console = Console(format: format == .json ? .json : .text, language: language.resolved)
        try console.reportingErrors {
            if rules {
                printFitted(VersionRuleTable(format: format.traceFormat ?? .text, console: console).render(), console)
                return
            }
            let text = try ScenarioInput.read(file: file, steps: steps)
            let scenario = try ScenarioParser.parse(text)
            let language = language.resolved
            let words: @Sendable (Rule) -> RuleWords = { RuleExplanations.embedded.words(for: $0, in: language) }
            if let compare, let versions = Self.versions(compare) {
                return try printComparison(scenario, versions: versions.compactMap(IOSVersion.init), script: scenario.steps.map(\.text).joined(separator: "; "), console: console, words: words)
            }
            // Notes in the engine's words are read in the reader's language; JSON keeps them in English for scripts.
            let simulated = try LifecycleSimulator.run(scenario, on: ios.flatMap(IOSVersion.init))
            let trace = format == .json ? simulated : simulated.translatingNotes(console.texts.text(of:))
            // An --only that keeps nothing would print nothing, or bare step headers: say so, on
            // standard error, whatever the format (lanes printed nothing at all).
            if only != .all, !trace.events.contains(where: { only.includes($0, of: trace) }) {
                let families = only.families.map(\.rawValue).sorted().joined(separator: ",")
                FileHandle.standardError.write(Data((console.localized("simulate.nothing-of-kind", ["only": families]) + "\n").utf8))
            }
            guard let traceFormat = format.traceFormat else {
                let diagram = SequenceDiagram(
                    trace: trace, steps: scenario.steps, filter: only, objectiveC: objc, chinese: language == .zh,
                    labels: DiagramLabels(console: console, version: trace.version, steps: scenario.steps), words: words
                )
                print(format == .svg ? diagram.svg() : diagram.html(), terminator: "")
                return
            }
            let columns = Terminal.columns(of: STDOUT_FILENO)
            var renderer = TraceRenderer(format: traceFormat, filter: only, objectiveC: objc, explain: explain,
                                         laneNotes: LaneNotes(console.texts), columns: columns, words: words,
                                         explainNotes: ExplainNotes(console.texts))
            renderer.appCodeName = console.localized("diagram.app-code")
            // JSON keeps each note's English text and gives it in both languages, as errors do.
            renderer.noteMessages = { note in
                Dictionary(uniqueKeysWithValues: ["en", "zh"].compactMap { language in TextCatalog.embedded(language).text(of: note).map { (language, $0) } })
            }
            // Text on a terminal is wrapped to its width by the console; everything else streams,
            // so a long trace is never held whole in memory.
            if format == .text, columns != nil {
                printFitted(renderer.render(trace, steps: scenario.steps), console)
            } else {
                var output = StandardOutputBuffer()
                renderer.write(trace, steps: scenario.steps) { output.write($0) }
                output.flush()
            }
        }
    }

    /// `--compare`: the traces side by side (text, json), or each version's lanes in turn.
    private func printComparison(_ scenario: Scenario, versions: [IOSVersion], script: String, console: Console,
                                 words: @escaping @Sendable (Rule) -> RuleWords) throws {
        let comparison = VersionComparison(scenario: scenario, versions: versions, filter: only)
        if comparison.versions.isEmpty, let refusal = comparison.refused.sorted(by: { $0.key < $1.key }).first?.value { throw refusal }
        let view = VersionComparisonView(comparison: comparison, script: script, console: console, explain: explain)
        switch format {
        case .json: print(view.json, terminator: "")
        case .lanes:
            let renderer = TraceRenderer(format: .lanes, filter: only, objectiveC: objc, explain: false,
                                         laneNotes: LaneNotes(console.texts), columns: Terminal.columns(of: STDOUT_FILENO), words: words)
            for version in comparison.versions {
                print("iOS \(version)")
                print(renderer.render(try LifecycleSimulator.run(scenario, on: IOSVersion(version)), steps: scenario.steps))
            }
        default: console.write(view.sections)
        }
    }

    /// `8,9,13,18`: the versions of `--compare`, or nil when it is not a list of numbers.
    static func versions(_ list: String) -> [Int]? {
        let parts = list.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        let numbers = parts.compactMap { Int($0) }
        return numbers.count == parts.count && !numbers.isEmpty ? numbers : nil
    }

    /// Text goes through the console, which wraps it to a terminal's width; JSON, lanes and
    /// Mermaid are printed as they are (lanes are laid out to the width by their renderer).
    private func printFitted(_ output: String, _ console: Console) {
        guard format == .text else { return print(output, terminator: "") }
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast(output.hasSuffix("\n") ? 1 : 0)
        console.write([TextSection(lines: lines.map { StyledText(String($0)) })])
    }
}

extension TraceFilter: ExpressibleByArgument {
    public init?(argument: String) { self.init(rawValue: argument) }
    public static var allValueStrings: [String] { Family.allCases.map(\.rawValue) }
    public static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
    public var defaultValueDescription: String { Family.allCases.filter(families.contains).map(\.rawValue).joined(separator: ",") }
}
