import LifecycleEngine

/// Which callbacks to show: `--only appearance`, `--only layout,appearance`, `--only view`...
public struct TraceFilter: Hashable, Sendable {
    /// A family of callbacks a filter may name.
    public enum Family: String, CaseIterable, Sendable {
        case all, app, loading, appearance, layout, containment, queries, rotation, memory, view, environment, delegate, notification, touches

        func includes(_ event: TraceEvent, of trace: Trace) -> Bool {
            switch self {
            case .all: true
            // `view` means every callback a UIView receives, layout included.
            case .view: trace.object(of: event).kind == .view
            default: event.callback.category.rawValue == rawValue
            }
        }
    }

    public let families: Set<Family>

    public init(_ families: some Sequence<Family>) { self.families = Set(families) }

    public static let all = TraceFilter([.all])

    /// Family names separated by commas (`layout,appearance`); nil when one is not a family.
    public init?(rawValue: String) {
        let names = rawValue.split(separator: ",", omittingEmptySubsequences: false).map { String($0.filter { !$0.isWhitespace }) }
        let families = names.compactMap(Family.init(rawValue:))
        guard !families.isEmpty, families.count == names.count else { return nil }
        self.init(families)
    }

    /// A callback is shown when any family named includes it.
    public func includes(_ event: TraceEvent, of trace: Trace) -> Bool {
        families.contains { $0.includes(event, of: trace) }
    }
}
