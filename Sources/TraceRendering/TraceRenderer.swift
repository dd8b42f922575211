import LifecycleEngine
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
    /// With explain in text, the words around an explanation, in the reader's language.
    public var explainNotes: ExplainNotes
    /// The lanes' own notes (what was folded to fit), in the reader's language.
    public var laneNotes: LaneNotes
    /// The terminal's width in display columns, which lanes are fitted to; nil (piped) for none.
    public var columns: Int?
    /// A note in each language, by language code, for JSON's `messages` (as errors carry them);
    /// none without a catalog.
    public var noteMessages: @Sendable (TraceNote) -> [String: String] = { _ in [:] }
    /// What a diagram calls the app's own code when it is the caller, in the reader's language.
    public var appCodeName = "your code"

    public init(format: Format = .text, filter: TraceFilter = .all, objectiveC: Bool = false,
                explain: Bool = false, laneNotes: LaneNotes = .figures, columns: Int? = nil,
                words: @escaping @Sendable (Rule) -> RuleWords = RuleWords.named, explainNotes: ExplainNotes = .english) {
        self.format = format
        self.filter = filter
        self.objectiveC = objectiveC
        self.explain = explain
        self.words = words
        self.explainNotes = explainNotes
        self.laneNotes = laneNotes
        self.columns = columns
    }

    public func render(_ trace: Trace, steps: [Scenario.Step] = []) -> String {
        var text = ""
        write(trace, steps: steps) { text += $0 }
        return text
    }

    /// The same text handed to `output` a piece at a time (a callback, a line), so a long trace
    /// is never held whole as text: memory stays that of the trace itself.
    public func write(_ trace: Trace, steps: [Scenario.Step] = [], to output: (String) -> Void) {
        let shown = trace.events.indices.lazy.filter { filter.includes(trace.events[$0], of: trace) }
        switch format {
        case .text: TextTraceFormat(renderer: self, trace: trace, steps: steps).render(shown, to: output)
        case .json: JSONTraceFormat(renderer: self, trace: trace, steps: steps).render(shown, to: output)
        case .lanes: LanesTraceFormat(renderer: self, trace: trace, steps: steps).render(shown, to: output)
        case .mermaid: MermaidTraceFormat(renderer: self, trace: trace, steps: steps).render(shown, to: output)
        }
    }

    /// The call as the chosen language writes it: `willMove(toParent: nil)` for a removal.
    func callName(_ callback: Callback, passingNil: Bool) -> String {
        objectiveC ? callback.objcSelector(passingNil: passingNil) : callback.swiftName(passingNil: passingNil)
    }

    func callName(of event: TraceEvent) -> String {
        objectiveC ? event.objcSelector : event.swiftName
    }


    /// The objects that receive the shown events, in order of first appearance: lanes and participants.
    static func objects(of trace: Trace, receiving shown: some Sequence<Int>) -> [Int32] {
        var seen = [Bool](repeating: false, count: trace.objects.count)
        var objects: [Int32] = []
        for index in shown where !seen[Int(trace.events[index].object)] {
            seen[Int(trace.events[index].object)] = true
            objects.append(trace.events[index].object)
        }
        return objects
    }
}
