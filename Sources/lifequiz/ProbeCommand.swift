import ArgumentParser
import LifecycleEngine
import Probe

struct ProbeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "probe",
        abstract: HelpText.text("help.probe.abstract"),
        discussion: HelpText.text("help.probe.discussion")
    )

    @Argument(help: ArgumentHelp(HelpText.text("help.simulate.file"), valueName: "file"))
    var file: String?

    @Option(name: .long, help: ArgumentHelp(HelpText.text("help.simulate.steps"), valueName: "steps"))
    var steps: String?

    @OptionGroup var language: LanguageOption

    func validate() throws {
        let texts = language.texts
        if file != nil, steps != nil { throw ValidationError(texts.text("simulate.file-and-steps", ["file": file ?? ""])) }
        if file == nil, steps == nil { throw ValidationError(texts.text("simulate.no-scenario")) }
    }

    func run() throws {
        let console = Console(format: .text, language: language.resolved)
        try console.reportingErrors {
            let scenario = try ScenarioParser.parse(ScenarioInput.read(file: file, steps: steps))
            // Only a scenario UIKit accepts is worth running on a device.
            _ = try LifecycleSimulator.run(scenario)
            print(ProbeWriter(scenario: scenario, script: scenario.steps.map(\.text).joined(separator: "; "), texts: language.texts).write(), terminator: "")
        }
    }
}
