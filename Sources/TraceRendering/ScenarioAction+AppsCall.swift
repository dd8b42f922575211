import LifecycleEngine

extension ScenarioAction {
    /// The UIKit call the app's own code makes to take this step, for the arrow a diagram (svg,
    /// html, mermaid) draws from its lifeline to UIKit's. Nil for what the user or the system
    /// does (a swipe, a rotation), for calls the trace already has (`loadViewIfNeeded()`, a
    /// view's `removeFromSuperview()`), and for code written into a callback, which runs inside a
    /// later step rather than where it is written.
    public var appsCall: String? {
        switch self {
        case let .push(_, _, viaSegue): viaSegue ? Self.segue : "pushViewController(_:animated:)"
        case let .pop(_, viaSegue): viaSegue ? Self.segue : "popViewController(animated:)"
        case .popToRoot: "popToRootViewController(animated:)"
        case .popTo: "popToViewController(_:animated:)"
        case let .present(_, _, _, viaSegue): viaSegue ? Self.segue : "present(_:animated:completion:)"
        case let .dismiss(_, viaSegue): viaSegue ? Self.segue : "dismiss(animated:completion:)"
        case .setRoot: "rootViewController ="
        case .select(_, .code): "selectedIndex ="
        case .addChild: "addChild(_:)"
        case .removeChild: "removeFromParent()"
        case .transitionChild: "transition(from:to:duration:options:animations:completion:)"
        case .addView, .addSubview: "addSubview(_:)"
        case .observe: "addObserver(_:selector:name:object:)"
        case .registerTraits: "registerForTraitChanges(_:handler:)"
        case .delegate, .sheetDelegate: "delegate ="
        case .layout: "layoutIfNeeded()"
        case .redraw: "setNeedsDisplay()"
        default: nil
        }
    }

    /// A segue the app performs, or an unwind segue.
    private static let segue = "performSegue(withIdentifier:sender:)"
}
