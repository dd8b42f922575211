import LifecycleEngine

/// Which scenario object each class of the log stands for. App and scene delegates need no
/// mapping: their callbacks name their object.
public struct ObjectMapping: Sendable {
    public struct Entry: Hashable, Sendable {
        public let className: String
        public let object: String?
    }

    public var classes: [Entry]
    /// When the classes left to infer are not paired in the order they first appear, because
    /// another pairing fits the log better: how many differences that order would give.
    public var differencesInOrderOfAppearance: Int?

    /// Lines that name no class (`print(#function)`) are mapped together, as one more class.
    public static let unnamed = ""
    /// What the unnamed class stands for when its lines come from several controllers: each line
    /// is whichever controller makes its callback.
    public static let anyController = "*"

    /// The object a class stands for; nil when the log never names it or no object fits.
    func object(for className: String?) -> String? {
        let name = className ?? Self.unnamed
        return classes.first { $0.className == name }?.object
    }

    /// Tries every way of giving the log's classes distinct objects of the trace, or none (few in
    /// a real log), and keeps the one with the fewest differences; on a tie, the one that keeps the order
    /// in which classes and objects first appear. A class named like an object is that object.
    static func infer(classes logged: [LoggedCallback], given: [String: String], trace: Trace,
                      cost: (ObjectMapping) -> Int) throws -> ObjectMapping {
        var classNames: [String] = []
        for entry in logged where !entry.isAppLevel {
            let name = entry.className ?? unnamed
            if !classNames.contains(name) { classNames.append(name) }
        }
        for name in given.keys.sorted() where !classNames.contains(name) {
            throw LogChecker.Problem.unknownClass(name, read: classNames.filter { $0 != unnamed })
        }
        // Controllers and views first, so that the order of first appearance pairs classes with them.
        let objectNames = trace.objects.filter { ![.app, .scene, .window].contains($0.kind) }.map(\.name)
            + trace.objects.filter { [.app, .scene, .window].contains($0.kind) }.map(\.name)
        for object in given.values.sorted() where !objectNames.contains(object) {
            throw LogChecker.Problem.unknownObject(object, objects: objectNames)
        }
        var fixed: [String: String] = given
        for name in classNames where fixed[name] == nil && !fixed.values.contains(name) {
            // A class named like an object is that object; the delegates and the window by their usual names.
            let object = name.hasSuffix("AppDelegate") ? TraceNames.app : name.hasSuffix("SceneDelegate") ? TraceNames.scene
                : name.hasSuffix("Window") ? TraceNames.window : name
            if objectNames.contains(object) { fixed[name] = object }
        }
        let open = classNames.filter { fixed[$0] == nil }
        // The app, its scene and window are named by their own callbacks (or the class names
        // above); a class left over stands for a controller or a view, or for nothing.
        let delegates = Set(trace.objects.filter { [.app, .scene, .window].contains($0.kind) }.map(\.name))
        let free = objectNames.filter { !fixed.values.contains($0) && !delegates.contains($0) }
        // UIKit's containers log only through a subclass an app names as one (`MainNavigationController`,
        // `RootTabBarController`): another class never stands for a container.
        let containers = Set(trace.objects.filter { [.navigationController, .tabBarController, .pageViewController].contains($0.kind) }.map(\.name))
        // Where the scenario has views, a class named as a view (`BlueView`) stands for a view, one
        // named as a controller (`HomeViewController`, `HomeVC`) for no view. Without views, a
        // class named as a view stands for a controller only when it logs a callback only
        // controllers have (some log controllers as `CurrentView`); `DetailView initWithCoder:`
        // and `awakeFromNib` are a view's the steps do not have.
        let views = Set(trace.objects.filter { $0.kind == .view }.map(\.name))
        let loggingAsControllers = Set(logged.filter { !$0.candidates.contains { $0.declaringClass == "UIView" } }.compactMap(\.className))
        func mayStand(_ className: String, for object: String) -> Bool {
            if containers.contains(object), !["nav", "tab", "page"].contains(where: { className.lowercased().contains($0) }) { return false }
            if className.hasSuffix("View"), views.isEmpty ? !loggingAsControllers.contains(className) : !views.contains(object) { return false }
            if className.hasSuffix("Controller") || className.hasSuffix("VC"), views.contains(object) { return false }
            return true
        }
        func mapping(_ assigned: [String?]) -> ObjectMapping {
            ObjectMapping(classes: classNames.map { name in
                Entry(className: name, object: fixed[name] ?? open.firstIndex(of: name).flatMap { assigned[$0] })
            })
        }
        // Order of first appearance first, so a tie keeps it.
        var firstFit: [String?] = []
        for name in open {
            firstFit.append(free.first { object in mayStand(name, for: object) && !firstFit.contains(object) })
        }
        var best = mapping(firstFit)
        var bestCost = cost(best)
        let orderCost = bestCost
        guard bestCost > 0, !open.isEmpty else { return best }
        var budget = 0
        // The unnamed class may also be every controller at once.
        let unnamedOptions = free + [anyController]
        // `allowingNone`: a class may also stand for no object.
        func search(_ index: Int, _ chosen: inout [String?], _ used: inout Set<String>, allowingNone: Bool) {
            guard budget > 0, bestCost > 0 else { return }
            if index == open.count {
                budget -= 1
                let candidate = mapping(chosen)
                let candidateCost = cost(candidate)
                if candidateCost < bestCost { best = candidate; bestCost = candidateCost }
                return
            }
            for object in open[index] == unnamed ? unnamedOptions : free where !used.contains(object) && mayStand(open[index], for: object) {
                chosen.append(object); used.insert(object)
                search(index + 1, &chosen, &used, allowingNone: allowingNone)
                chosen.removeLast(); used.remove(object)
            }
            guard allowingNone else { return }
            chosen.append(nil)
            search(index + 1, &chosen, &used, allowingNone: true)
            chosen.removeLast()
        }
        var chosen: [String?] = []
        var used: Set<String> = []
        // Every class an object first, as far as the objects go; then, with a budget of its own,
        // classes that stand for none (a controller the app preloads that the steps do not have),
        // which leave the objects to the classes that fit them.
        if open.count <= free.count {
            budget = 2_000
            search(0, &chosen, &used, allowingNone: false)
        }
        budget = 2_000
        search(0, &chosen, &used, allowingNone: true)
        // Said only of classes the log names: lines without one have no order of their own to keep.
        if bestCost < orderCost, open.contains(where: { $0 != unnamed }) { best.differencesInOrderOfAppearance = orderCost }
        return best
    }
}

extension LoggedCallback {
    /// Callbacks of the app, its scene and window, and the entry point: their object is fixed.
    public var isAppLevel: Bool { candidates.allSatisfy { Self.fixedObject(of: $0) != nil } }

    static func fixedObject(of callback: Callback) -> String? {
        switch callback.declaringClass {
        case "AppEntry", "UIApplicationDelegate": TraceNames.app
        case "UISceneDelegate": TraceNames.scene
        case "UIWindow": TraceNames.window
        default: nil
        }
    }
}
