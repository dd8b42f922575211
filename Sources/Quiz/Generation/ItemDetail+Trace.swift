import LifecycleEngine

extension ItemDetail {
    /// The trace's event at `index`, as a question shows it: its object, callback, rule and step,
    /// the app's code that made it, and, for a forwarded callback, the event it was forwarded from
    /// (its rule and container).
    init(event index: Int, in trace: Trace, scenario: Scenario, forwardedFrom origin: TraceEvent? = nil) {
        let event = trace.events[index]
        self.init(object: trace.object(of: event).name, callback: event.callback, event: index, passesNil: event.passesNil, rule: event.rule,
                  step: event.step, stepText: scenario.steps[Int(event.step) - 1].text, cause: origin?.rule,
                  forwardedFrom: origin.map { trace.object(of: $0).name }, madeByCode: WrittenCode(making: index, in: trace))
    }
}
