import InterfaceText
import LifecycleEngine

extension TextCatalog {
    /// An engine note in this catalog's language (`trace-note.<key>`); nil for a note without a
    /// key, a UIKit console message quoted as it is.
    public func text(of note: TraceNote) -> String? {
        note.key.map { text("trace-note.\($0)", note.values) }
    }
}
