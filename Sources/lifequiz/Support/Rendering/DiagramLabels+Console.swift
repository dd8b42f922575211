import LifecycleEngine
import TraceDiagram

extension DiagramLabels {
    /// The diagram's words in the reader's language, titled with the version and the scenario.
    init(console: Console, version: IOSVersion, steps: [Scenario.Step]) {
        let script = steps.map(\.text).joined(separator: "; ")
        let zh = console.language == .zh
        self.init(
            title: "\(version) · \(script)",
            step: { zh ? "第 \($0) 步" : "Step \($0)" },
            crashed: console.text("App 会在这里崩溃", "the app would crash here"),
            alive: console.text("对象存活（从第一个回调起）", "object alive (from its first callback)"),
            released: console.text("对象释放（deinit）", "object released (deinit)")
        )
    }
}
