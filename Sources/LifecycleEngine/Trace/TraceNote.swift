/// Something the console would show that is not a callback: a UIKit warning, a crash, or what the
/// engine leaves out at that point.
public struct TraceNote: Hashable, Sendable {
    /// The note follows this many events.
    public let afterEvent: Int
    public let step: Int32
    /// In English, as scripts read it (`--format json`).
    public let text: String
    /// For notes in the engine's own words, the interface text that says it in the reader's
    /// language (`trace-note.<key>`) and its values; nil for UIKit's console messages, quoted as is.
    public let key: String?
    public let values: [String: String]
    /// The note says why the run ended in a crash (`Trace.Outcome.crashed`), in whatever language.
    public let reportsCrash: Bool
    /// Calls a log may show that UIKit does not make here, which the note explains (the local
    /// notification method for a launch by one): what `check` quotes for such an extra line.
    public let leavesOut: [Callback]

    public init(afterEvent: Int, step: Int32, text: String, key: String? = nil, values: [String: String] = [:],
                reportsCrash: Bool = false, leavesOut: [Callback] = []) {
        self.afterEvent = afterEvent
        self.step = step
        self.text = text
        self.key = key
        self.values = values
        self.reportsCrash = reportsCrash
        self.leavesOut = leavesOut
    }
}

extension Trace {
    /// The same trace with each keyed note's text replaced by `text(note)` where it gives one:
    /// the caller, which has the interface texts, puts them in the reader's language.
    public func translatingNotes(_ text: (TraceNote) -> String?) -> Trace {
        let notes = notes.map { note in
            note.key == nil ? note : TraceNote(afterEvent: note.afterEvent, step: note.step, text: text(note) ?? note.text,
                                               key: note.key, values: note.values, reportsCrash: note.reportsCrash,
                                               leavesOut: note.leavesOut)
        }
        return Trace(version: version, objects: objects, events: events, notes: notes, outcome: outcome, forwardingEnds: forwardingEnds,
                     codeRuns: codeRuns)
    }
}
