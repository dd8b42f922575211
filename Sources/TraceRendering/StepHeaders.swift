import LifecycleEngine

/// `# N. step` lines: each step's header once, before the first line it caused. A step that
/// caused no line shown (`observe A`, or nothing of an `--only` family) still gets its header,
/// so the numbers never jump.
struct StepHeaders {
    let steps: [Scenario.Step]
    private var current: Int32 = 0

    init(steps: [Scenario.Step]) { self.steps = steps }

    /// The headers (without line ends) to write before a line of `step`: none while the step is
    /// unchanged, and those of the silent steps passed over on the way.
    mutating func headers(before step: Int32) -> [String] {
        guard step > current else { return [] }
        let first = current + 1
        current = step
        return (first...step).map { number in
            let label = steps.indices.contains(Int(number) - 1) ? steps[Int(number) - 1].text : "step \(number)"
            return "# \(number). \(label)"
        }
    }
}
