import LifecycleEngine
import TraceDiagram

extension DiagramLabels {
    /// The diagram's words in the reader's language, titled with the version and the scenario.
    init(console: Console, version: IOSVersion, steps: [Scenario.Step]) {
        let script = steps.map(\.text).joined(separator: "; ")
        self.init(
            title: "\(version) · \(script)",
            appCode: console.localized("diagram.app-code"),
            step: { console.localized("diagram.step", ["number": "\($0)"]) },
            crashed: console.localized("diagram.crashed"),
            alive: console.localized("diagram.alive"),
            released: console.localized("diagram.released")
        )
    }
}
