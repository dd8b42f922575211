/// Turns a trace into text for people or scripts. Pure: returns strings, prints nothing.
public struct TraceRenderer: Sendable {
    public enum Format: String, CaseIterable, Sendable {
        case text, json, lanes, mermaid
    }

    public var format: Format
    public var filter: TraceFilter
    /// Objective-C selectors (`viewWillAppear:`, `dealloc`) instead of Swift names.
    public var objectiveC: Bool
    /// For each callback, the rule that fired it and its evidence.
    public var explain: Bool
    /// The words for a rule, in the reader's language: the engine names rules, the caller
    /// (which has the content) explains them.
    public var words: @Sendable (Rule) -> RuleWords

    public init(format: Format = .text, filter: TraceFilter = .all, objectiveC: Bool = false,
                explain: Bool = false, words: @escaping @Sendable (Rule) -> RuleWords = RuleWords.named) {
        self.format = format
        self.filter = filter
        self.objectiveC = objectiveC
        self.explain = explain
        self.words = words
    }

    public func render(_ trace: Trace, steps: [Scenario.Step] = []) -> String {
        let shown = trace.events.indices.filter { filter.includes(trace.events[$0], of: trace) }
        switch format {
        case .text: return TextTraceFormat(renderer: self, trace: trace, steps: steps).render(shown)
        case .json: return JSONTraceFormat(renderer: self, trace: trace, steps: steps).render(shown)
        case .lanes: return LanesTraceFormat(renderer: self, trace: trace).render(shown)
        case .mermaid: return MermaidTraceFormat(renderer: self, trace: trace).render(shown)
        }
    }

    func callbackName(_ callback: Callback) -> String {
        objectiveC ? callback.objcSelector : callback.swiftName
    }


    /// The objects that receive the shown events, in order of first appearance: lanes and participants.
    static func objects(of trace: Trace, receiving shown: [Int]) -> [Int32] {
        var objects: [Int32] = []
        for index in shown where !objects.contains(trace.events[index].object) {
            objects.append(trace.events[index].object)
        }
        return objects
    }
}
