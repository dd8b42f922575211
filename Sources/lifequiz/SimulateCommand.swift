import ArgumentParser
import Foundation
import KnowledgeBase
import LifecycleEngine
import Quiz
import TraceDiagram

struct SimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Print the callbacks UIKit makes for a scenario, on a chosen iOS version.",
        // Lines under 76 columns: argument-parser wraps at the terminal's width, and a
        // wrapped table line falls apart into fragments at 80 columns.
        discussion: """
            A scenario is one step a line (or steps separated by ';'); '#' starts a
            comment.

              ios 12                  the iOS version (default: the newest, \(IOSVersion.newest.major))
              launch nav(A)           also launch A | tabs(A, B) | pages(A, B);
                                      add 'scenes' for a scene delegate (iOS 13+)
              push B                  animated=false | via=segue
              pop | popToRoot | swipeBack | swipeBack cancel
              present B               style=automatic (default) | fullScreen |
                                      pageSheet | formSheet | overFullScreen;
                                      animated=false | via=segue; also nav(C)
              dismiss | swipeDown | swipeDown cancel
              select B                switch tabs
              page next | page prev | page next cancel
                                      transition=curl
              addChild C to A | removeChild C
              addView V to A | removeView V | layout A
              rotate | memoryWarning | resignActive | becomeActive
              background | foreground | terminate

            Controllers take options in parentheses: B(storyboard), B(code)
            (default), B(nib), B(nib=Name), B(loadView=custom), B(loadView=empty),
            B(viewDidLoad=touchesView), B(releasesView), B(storyboard, embed=C).
            Views: V(code) (default) or V(storyboard).

            Examples:
              lifequiz simulate --steps "launch nav(A); push B; pop"
              lifequiz simulate --ios 9 --steps "launch nav(A); push B" \\
                --only appearance
              lifequiz simulate scenario.txt --format lanes
              lifequiz simulate --steps "launch nav(A); push B" --format svg > push.svg
              echo "launch A; present B; dismiss" | lifequiz simulate - --explain
              lifequiz simulate --rules       what changed between iOS versions
            """
    )

    @Argument(help: ArgumentHelp("A scenario file, or - for standard input.", valueName: "file"))
    var file: String?

    @Option(name: .long, help: ArgumentHelp("The scenario itself, steps separated by ';'.", valueName: "steps"))
    var steps: String?

    @Option(name: .long, help: ArgumentHelp("The iOS version to simulate (\(IOSVersion.supported.lowerBound)-\(IOSVersion.supported.upperBound)); wins over the script's 'ios' line.", valueName: "N"))
    var ios: Int?

    @Option(name: .long, help: "Output: text (one callback a line), json, lanes (a column per object), mermaid, svg or html (a sequence diagram for a browser).")
    var format: SimulateFormat = .text

    @Option(name: .long, help: "Show only: all, app, loading, appearance, layout, containment, queries, rotation, memory, view.")
    var only: TraceFilter = .all

    @Flag(name: .long, help: "Objective-C selectors (viewWillAppear:, dealloc) instead of Swift names.")
    var objc = false

    @Flag(name: .long, help: "Under each callback, the rule that fired it and the seed or documentation behind it.")
    var explain = false

    @Flag(name: .long, help: "List what changed between iOS versions (the engine's version rules), instead of simulating.")
    var rules = false

    @OptionGroup var language: LanguageOption

    func validate() throws {
        let texts = language.texts
        if rules {
            if format != .text, format != .json {
                throw ValidationError(texts.text("simulate.rules-format", ["format": format.rawValue]))
            }
            return
        }
        if file != nil, steps != nil {
            throw ValidationError(texts.text("simulate.file-and-steps"))
        }
        if file == nil, steps == nil {
            throw ValidationError(texts.text("simulate.no-scenario"))
        }
        if let ios, IOSVersion(ios) == nil {
            throw ValidationError.iosNotModelled(ios, texts)
        }
        // Lanes and diagrams have no room for a sentence under each callback.
        if explain, format == .lanes || format == .mermaid {
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
            let scenario = try ScenarioParser.parse(ScenarioInput.read(file: file, steps: steps))
            let trace = try LifecycleSimulator.run(scenario, on: ios.flatMap(IOSVersion.init))
            let language = language.resolved
            let words: @Sendable (Rule) -> RuleWords = { RuleExplanations.embedded.words(for: $0, in: language) }
            guard let traceFormat = format.traceFormat else {
                let diagram = SequenceDiagram(
                    trace: trace, steps: scenario.steps, filter: only, objectiveC: objc, chinese: language == .zh,
                    labels: DiagramLabels(console: console, version: trace.version, steps: scenario.steps), words: words
                )
                print(format == .svg ? diagram.svg() : diagram.html(), terminator: "")
                return
            }
            let columns = Terminal.columns(of: STDOUT_FILENO)
            let renderer = TraceRenderer(format: traceFormat, filter: only, objectiveC: objc, explain: explain,
                                         laneNotes: LaneNotes(console.texts), columns: columns, words: words)
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

    /// Text goes through the console, which wraps it to a terminal's width; JSON, lanes and
    /// Mermaid are printed as they are (lanes are laid out to the width by their renderer).
    private func printFitted(_ output: String, _ console: Console) {
        guard format == .text else { return print(output, terminator: "") }
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast(output.hasSuffix("\n") ? 1 : 0)
        console.write([TextSection(lines: lines.map { StyledText(String($0)) })])
    }
}

extension TraceFilter: ExpressibleByArgument {}
