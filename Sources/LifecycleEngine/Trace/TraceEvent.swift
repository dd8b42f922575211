/// One callback: who received it, which, during which scenario step, and the rule that fired it.
public struct TraceEvent: Hashable, Sendable {
    /// Index into `Trace.objects`.
    public let object: Int32
    public let callback: Callback
    public let rule: Rule
    /// The call passes nil, `willMove(toParent: nil)`: the object leaves its parent, superview or
    /// window. Without it a removal's callbacks read like an addition's.
    public let passesNil: Bool
    /// 1-based index of the scenario step (`ios` lines not counted) that caused it.
    public let step: Int32
    /// Events sharing a non-zero block, received by different objects, come in an order UIKit
    /// does not fix (notification delivery, sibling constraint passes, nib awakening). Events of
    /// one object keep their order.
    public let unorderedBlock: Int32

    public init(object: Int32, callback: Callback, rule: Rule, passesNil: Bool = false, step: Int32, unorderedBlock: Int32) {
        self.object = object
        self.callback = callback
        self.rule = rule
        self.passesNil = passesNil
        self.step = step
        self.unorderedBlock = unorderedBlock
    }

    /// The call as Swift writes it: `willMove(toParent: nil)` when it passes nil.
    public var swiftName: String { callback.swiftName(passingNil: passesNil) }

    /// The call as Objective-C writes it: `willMoveToParentViewController:nil` when it passes nil.
    public var objcSelector: String { callback.objcSelector(passingNil: passesNil) }

    /// A call the app's own code makes (see `Callback.isCalledByTheApp(firedBy:)`).
    public var isCalledByTheApp: Bool { callback.isCalledByTheApp(firedBy: rule) }

    /// What a diagram draws on the app's code's lifeline: its main() and the calls it makes.
    public var belongsToTheAppsCode: Bool { isCalledByTheApp || callback == .main }
}

extension Callback {
    /// A call the app's own code makes: its main() starting UIKit with UIApplicationMain, the
    /// objects it creates in code (init(nibName:bundle:), init(frame:); a storyboard's init(coder:)
    /// is UIKit's), the window's makeKeyAndVisible() in code (a main storyboard's window is
    /// UIKit's), the removeFromSuperview() of `removeView`, the app's loadViewIfNeeded().
    public func isCalledByTheApp(firedBy rule: Rule) -> Bool {
        switch self {
        case .applicationMain, .controllerInitWithNibName, .viewInitWithFrame: true
        case .makeKeyAndVisible: rule != .mainStoryboardShowsWindow
        case .removeFromSuperview: rule == .viewHierarchyChange
        case .loadViewIfNeeded: rule == .appCallsLoadViewIfNeeded
        default: false
        }
    }
}
