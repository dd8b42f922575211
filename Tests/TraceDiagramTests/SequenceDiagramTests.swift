import Foundation
import LifecycleEngine
import Testing
@testable import TraceDiagram

struct SequenceDiagramTests {
    private func diagram(_ script: String, version: Int? = nil) throws -> SequenceDiagram {
        let scenario = try ScenarioParser.parse(script)
        let trace = try LifecycleSimulator.run(scenario, on: version.flatMap(IOSVersion.init))
        let labels = DiagramLabels(title: script, step: { "Step \($0)" }, crashed: "crash", alive: "alive", released: "released")
        return SequenceDiagram(trace: trace, steps: scenario.steps, labels: labels)
    }

    @Test func escapesMarkupInText() {
        #expect("a<b & \"c\" 'd'>".xmlEscaped == "a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;")
        #expect("ok\u{1}\u{8}中文".xmlEscaped == "ok中文")
    }
}
