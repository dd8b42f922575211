import LifecycleEngine
/// Which callbacks to show: `--only appearance`, `--only view`...
public enum TraceFilter: String, CaseIterable, Sendable {
    case all, app, loading, appearance, layout, containment, queries, rotation, memory, view, environment, delegate, notification, touches

    public func includes(_ event: TraceEvent, of trace: Trace) -> Bool {
        switch self {
        case .all: true
        // `view` means every callback a UIView receives, layout included.
        case .view: trace.object(of: event).kind == .view
        default: event.callback.category.rawValue == rawValue
        }
    }
}
