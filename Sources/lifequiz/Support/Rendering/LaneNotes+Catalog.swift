import InterfaceText
import LifecycleEngine
import TraceRendering

extension LaneNotes {
    /// The lanes' notes in the catalog's language.
    init(_ texts: TextCatalog) {
        self.init(
            sharedTitle: { texts.text("lanes.shared-title", ["count": "\($0)"]) },
            shared: { texts.text("lanes.shared", ["count": "\($0)", "names": $1]) },
            fitted: { texts.text("lanes.fitted", ["columns": "\($0)"]) }
        )
    }
}
