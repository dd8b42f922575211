import ArgumentParser
import Foundation
import LifecycleEngine

struct SimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Print the callbacks UIKit makes for a scenario, on a chosen iOS version.",
        discussion: """
            A scenario is one step a line (or steps separated by ';'), '#' starts a comment:

              ios 12                        the iOS version (default: the newest modelled, \(IOSVersion.newest.major))
              launch nav(A)                 also: launch A | launch tabs(A, B) | launch pages(A, B)
                                            add 'scenes' to use a scene delegate (iOS 13+)
              push B                        animated=false | via=segue
              pop | popToRoot | swipeBack | swipeBack cancel
              present B style=fullScreen    automatic (default), fullScreen, pageSheet, formSheet,
              present nav(C)                overFullScreen; animated=false | via=segue
              dismiss | swipeDown | swipeDown cancel
              select B                      switch tabs
              page next | page prev | page next cancel      transition=curl
              addChild C to A | removeChild C
              addView V to A | removeView V | layout A
              rotate | memoryWarning | resignActive | becomeActive
              background | foreground | terminate

            Controllers take options in parentheses: B(storyboard), B(code) (default), B(nib),
            B(nib=Name), B(loadView=custom), B(loadView=empty), B(viewDidLoad=touchesView),
            B(releasesView), B(storyboard, embed=C). Views: V(code) (default) or V(storyboard).

            Examples:
              lifequiz simulate --steps "launch nav(A); push B; pop"
              lifequiz simulate --ios 9 --steps "launch nav(A); push B" --only appearance
              lifequiz simulate scenario.txt --format lanes
              echo "launch A; present B; dismiss" | lifequiz simulate - --explain
              lifequiz simulate --rules             what changed between iOS versions
            """
    )

    @Argument(help: ArgumentHelp("A scenario file, or - for standard input.", valueName: "file"))
    var file: String?

    @Option(name: .long, help: ArgumentHelp("The scenario itself, steps separated by ';'.", valueName: "steps"))
    var steps: String?

    @Option(name: .long, help: ArgumentHelp("The iOS version to simulate (\(IOSVersion.supported.lowerBound)-\(IOSVersion.supported.upperBound)); wins over the script's 'ios' line.", valueName: "N"))
    var ios: Int?

    @Option(name: .long, help: "Output: text (one callback a line), json, lanes (a column per object), mermaid.")
    var format: TraceRenderer.Format = .text

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
        if rules { return }
        if file != nil, steps != nil {
            throw ValidationError("give a scenario file or --steps, not both")
        }
        if file == nil, steps == nil {
            throw ValidationError("give a scenario: a file, - for standard input, or --steps \"launch nav(A); push B\"")
        }
        if let ios, IOSVersion(ios) == nil {
            throw ValidationError("iOS \(ios) is not modelled; choose \(IOSVersion.supported.lowerBound) to \(IOSVersion.supported.upperBound)")
        }
    }

    func run() throws {
        let console = Console(format: format == .json ? .json : .text, language: language.resolved)
        try console.reportingErrors {
            if rules {
                print(VersionRuleTable(format: format).render(), terminator: "")
                return
            }
            let scenario = try ScenarioParser.parse(ScenarioInput.read(file: file, steps: steps))
            let trace = try LifecycleSimulator.run(scenario, on: ios.flatMap(IOSVersion.init))
            let renderer = TraceRenderer(format: format, filter: only, objectiveC: objc, explain: explain,
                                         chinese: language.resolved == .zh, columns: Terminal.columns(of: STDOUT_FILENO))
            var output = StandardOutputBuffer()
            renderer.write(trace, steps: scenario.steps) { output.write($0) }
            output.flush()
        }
    }
}

extension TraceRenderer.Format: ExpressibleByArgument {}
extension TraceFilter: ExpressibleByArgument {}
