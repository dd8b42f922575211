import LifecycleEngine

/// A log's lines as the scenario's objects and callbacks, and the trace narrowed to the
/// (object, callback) pairs they record. It depends on the mapping and the trace, not on the step
/// a comparison starts from, so `check` makes it once for all the steps it tries.
struct LogProjection {
    struct Item {
        /// nil: the line names no class and stands for whichever object makes the callback.
        let object: String?
        let callback: Callback
        /// For a line without an object: the objects it may stand for; nil for any.
        var among: Set<String>? = nil
        /// What the line logs as the call's argument (nil, or an object); nil when it logs none.
        var passesNil: Bool? = nil
        /// The same callback of the same object, with the same argument when the line logs one:
        /// a removal logged with a parent is not the engine's `willMove(toParent: nil)`.
        func matches(_ other: CheckReport.Call) -> Bool {
            callback == other.callback && (passesNil.map { $0 == other.passesNil } ?? true)
                && (object.map { $0 == other.object } ?? among.map { $0.contains(other.object) } ?? true)
        }
        /// The same callback of the same object, logged with the other argument.
        func differsOnlyInArgument(from other: CheckReport.Call) -> Bool {
            callback == other.callback && object == other.object && passesNil.map { $0 != other.passesNil } == true
        }
    }

    let trace: Trace
    /// The containers taken to print after calling super: the trace is as their log shows it.
    let printedAfterSuper: [String]
    let items: [(item: Item, line: Int)]
    /// The trace's events of the pairs the log records, in order.
    let recorded: [TraceEvent]

    init(logged: [LoggedCallback], mapping: ObjectMapping, trace engineTrace: Trace, printedAfterSuper: [String] = []) {
        let trace = engineTrace.printedAfterSuper(by: Set(printedAfterSuper))
        self.trace = trace
        self.printedAfterSuper = printedAfterSuper
        let made = Set(trace.events.map { Self.key(trace.object(of: $0).name, $0.callback) })
        let controllers = Set(trace.objects.filter { $0.kind == .viewController }.map(\.name))
        let names = Set(trace.objects.map(\.name))
        let secondScene = names.contains(TraceNames.secondScene), secondWindow = names.contains(TraceNames.secondWindow)
        let items: [(item: Item, line: Int)] = logged.map { entry in
            var item = Self.item(for: entry, mapping: mapping, trace: trace, made: made, controllers: controllers,
                                 shared: { ($0 == TraceNames.scene && secondScene) || ($0 == TraceNames.window && secondWindow) })
            item.passesNil = entry.passesNil
            return (item, entry.line)
        }
        self.items = items
        let named = Set(items.compactMap { entry in entry.item.object.map { Self.key($0, entry.item.callback) } })
        let bare = items.filter { $0.item.object == nil }.map(\.item)
        let anyObject = Set(bare.filter { $0.among == nil }.map(\.callback))
        let someObject = Set(bare.filter { $0.among != nil }.map(\.callback))
        recorded = trace.events.filter { event in
            let name = trace.object(of: event).name
            return named.contains(Self.key(name, event.callback)) || anyObject.contains(event.callback)
                || (someObject.contains(event.callback) && controllers.contains(name))
        }
    }

    /// The scenario object a line stands for, and which of its spelling's callbacks it is.
    /// `controllers`: the controllers a class-less line may stand for (not UIKit's containers,
    /// which log only through subclasses an app names as such); `shared`: whether a fixed object
    /// has a twin in a second window scene.
    static func item(for entry: LoggedCallback, mapping: ObjectMapping, trace: Trace, made: Set<String>,
                     controllers: Set<String>, shared: (String) -> Bool) -> Item {
        // A spelling of two variants (a notification's fetch handler) is the one the engine makes.
        if entry.isAppLevel, let callback = entry.candidates.first(where: { made.contains(key(LoggedCallback.fixedObject(of: $0) ?? "", $0)) })
            ?? entry.candidates.first {
            let object = LoggedCallback.fixedObject(of: callback)
            // One scene delegate class (and one window class) logs for both scenes of a second
            // window: its lines are whichever scene's (or window's) makes the callback.
            if let object, shared(object) { return Item(object: nil, callback: callback) }
            return Item(object: object, callback: callback)
        }
        // Lines without a class from several controllers (one `print(#function)` in each): each
        // stands for whichever controller makes its callback.
        if entry.className == nil, mapping.object(for: nil) == ObjectMapping.anyController {
            let callback = entry.candidates.first { $0.declaringClass != "UIView" } ?? entry.candidates[0]
            return Item(object: nil, callback: callback, among: controllers)
        }
        // A class the scenario has no object for keeps a name no object has: its lines are extra.
        let object = mapping.object(for: entry.className) ?? unknownPrefix + (entry.className ?? "")
        // A class that stands for nothing is a view when it is named as one (`DetailView`).
        let isView = trace.objects.first { $0.name == object }.map { $0.kind == .view } ?? (entry.className?.hasSuffix("View") == true)
        let callback = entry.candidates.first { ($0.declaringClass == "UIView") == isView } ?? entry.candidates[0]
        // A line without a class is its mapped object's when that object makes the callback,
        // else whichever object does (a list of one controller's callbacks with its presenter's
        // prepare(for:sender:) among them).
        if entry.className == nil, !made.contains(key(object, callback)) { return Item(object: nil, callback: callback) }
        return Item(object: object, callback: callback)
    }

    static let unknownPrefix = "?"
    static func isUnknown(_ object: String) -> Bool { object.hasPrefix(unknownPrefix) }

    static func key(_ object: String, _ callback: Callback) -> String { "\(object)\u{1F}\(callback.rawValue)" }
}
