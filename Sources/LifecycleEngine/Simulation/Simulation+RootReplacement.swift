/// `setRoot B`: the app assigns the window a new root controller. Apple: the window removes the old
/// views before it installs the new ones; a root view leaving or entering the window drives its
/// controller's appearance at once, as a transition without animation does.
extension Simulation {
    func setRoot(_ tree: ControllerTree) throws {
        guard appState == .active || appState == .inactive else { throw refuse("set-root-in-background", ["state": stateName]) }
        guard let old = windowRoot else { throw refuse("not-launched") }
        // What happens to a controller presented over the old root changed across versions (left
        // behind and leaked, later dismissed by UIKit); no log shows its callbacks.
        if let presented = frontmost, presented != old {
            throw refuse("set-root-over-presentation", ["name": name(of: visibleContent(of: presented))])
        }
        let new = try instantiate(tree)
        try beginAppearance(old, appearing: false, .rootReplacedOldLeavesFirst)
        detach(old)
        endAppearance(old, .rootReplacedOldLeavesFirst)
        windowRoot = new
        if try accessView(new) {
            try beginAppearance(new, appearing: true, .rootReplacedNewAppearsAtOnce)
            attach(new)
            endAppearance(new, .rootReplacedNewAppearsAtOnce)
        }
        try commit()
        release(old, .rootReplacedOldLeavesFirst)
    }
}
