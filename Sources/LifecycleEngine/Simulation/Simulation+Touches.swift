/// A tap (`tap V`). UIKit finds the view under the finger by hit-testing the window's hierarchy
/// front to back, depth first (each view's hitTest asks its own point(inside:) before its
/// subviews), and usually does it twice for one touch. The touch then goes to that view and up the
/// responder chain (superviews, the view's controller, its parent or presenter, the window, the
/// application and its delegate) until a responder that handles it without calling super. A tap
/// gesture recognizer on the way takes the touch when the finger lifts: its action runs, and the
/// chain hears touchesCancelled in place of touchesEnded.
extension Simulation {
    /// A place in the hit-tested hierarchy: a named view, or a controller's (unnamed) root view.
    private enum Node: Hashable {
        case view(Int)
        case root(Int)
    }

    func tap(_ name: String) throws {
        try requireActive(for: "tap")
        let target: Node
        switch liveNames[name] {
        case .view(let view):
            guard views[view].inWindow else { throw refuse("tap-off-screen", ["name": name]) }
            // A point outside a view that fills the window is off the screen.
            if views[view].spec.outsideSuperview, case .controller(let holder)? = views[view].superview, superNode(of: .root(holder)) == nil {
                throw refuse("outside-the-screen", ["name": name, "superview": self.name(of: holder)])
            }
            target = .view(view)
        case .controller(let controller):
            guard controllers[controller].inWindow else { throw refuse("tap-off-screen", ["name": name]) }
            target = .root(controller)
        case nil:
            throw refuse("no-controller-or-view", unknownName(name))
        }
        let path = pathFromWindow(to: target)
        if case .root(let topController)? = path.first, topController == secondSceneRoot { throw refuse("in-second-window", ["name": name]) }
        guard let top = path.first, case .root(let topController) = top, topController == frontmost else {
            throw refuse("tap-covered", ["name": name])
        }
        var hit: Node?
        for rule in [Rule.hitTesting, .hitTestingRepeats] { hit = hitTestWindow(path: path, rule: rule) }
        if hit != target {
            note("hit-testing skips \(name) (hidden, disabled, nearly transparent, or tapped where it sticks out of its superview): the touch goes to \(hitName(hit))",
                 key: "tap-lands-elsewhere", ["name": name, "hit": hitName(hit)])
        }
        let chain = responderChain(from: hit)
        emit(window, .sendEvent, .responderChain)
        for responder in chain { emit(responder, .touchesBegan, .responderChain) }
        emit(window, .sendEvent, .responderChain)
        if let target = tapRecognizerTarget(from: hit) {
            emit(controller: target, .gestureAction, .tapGestureCancelsTouches)
            for responder in chain { emit(responder, .touchesCancelled, .tapGestureCancelsTouches) }
        } else {
            for responder in chain { emit(responder, .touchesEnded, .responderChain) }
        }
    }

    /// What a trace calls the hit view: a named view, a controller (for its root view), or the window.
    private func hitName(_ hit: Node?) -> String {
        switch hit {
        case .view(let view)?: objects[Int(views[view].object)].name
        case .root(let controller)?: name(of: controller)
        case nil: objects[Int(window)].name
        }
    }

    /// The target of the tap recognizer nearest the hit view: the controller whose view holds
    /// it. Recognizers on the hit view and its superviews all see the touch; for taps the nearest wins.
    private func tapRecognizerTarget(from hit: Node?) -> Int? {
        var node = hit
        var found = false
        while let current = node {
            switch current {
            case .view(let view): found = found || views[view].spec.tapGesture
            case .root(let controller): if found || controllers[controller].spec.tapGesture { return controller }
            }
            node = superNode(of: current)
        }
        return nil
    }

    /// The nodes from a top-level controller's root down to `target`.
    private func pathFromWindow(to target: Node) -> [Node] {
        var path = [target]
        var current = target
        while let up = superNode(of: current) {
            path.insert(up, at: 0)
            current = up
        }
        return path
    }

    private func superNode(of node: Node) -> Node? {
        switch node {
        case .view(let view):
            switch views[view].superview {
            case .view(let parent): return .view(parent)
            case .controller(let controller): return .root(controller)
            case nil: return nil
            }
        case .root(let controller):
            if let host = controllers[controller].host { return .root(host) }
            return controllers[controller].parent.map { Node.root($0) }
        }
    }

    /// Subviews, back to front: children's views, then the named views added to it.
    private func subnodes(of node: Node) -> [Node] {
        switch node {
        case .view(let view): return views[view].subviews.filter { views[$0].inWindow }.map { .view($0) }
        case .root(let controller):
            return (controllers[controller].displayed + controllers[controller].hosted).map { .root($0) }
                + controllers[controller].subviews.map { .view($0) }
        }
    }

    /// One pass: `rule` tells the first from the repeat, which some logs do not show.
    private func hitTestWindow(path: [Node], rule: Rule) -> Node? {
        emit(window, .hitTest, rule)
        emit(window, .pointInside, rule)
        for top in topLevelControllers.reversed() where controllers[top].inWindow {
            if let hit = hitTest(.root(top), path: path, rule: rule) { return hit }
        }
        return nil
    }

    /// UIView.hitTest(_:with:): nil for a view that ignores touches, or whose point(inside:) is
    /// false; else the frontmost subview's hit, or the view itself. Only named views log.
    private func hitTest(_ node: Node, path: [Node], rule: Rule) -> Node? {
        if case .view(let view) = node {
            emit(view: view, .hitTest, rule)
            if views[view].spec.skipped != nil { return nil }
            emit(view: view, .pointInside, rule)
        }
        guard let index = path.firstIndex(of: node) else { return nil }
        // A view sticking out of its superview is never found there: the superview's
        // point(inside:) is false for the tap.
        if index + 1 < path.count, case .view(let next) = path[index + 1], views[next].spec.outsideSuperview { return nil }
        for subnode in subnodes(of: node).reversed() {
            if let hit = hitTest(subnode, path: path, rule: rule) { return hit }
        }
        return node
    }

    /// The objects that hear the touch, from the hit view up: named views, controllers, the
    /// window, and the app delegate (UIApplication's next responder). A responder that handles
    /// the touch without calling super ends the chain.
    private func responderChain(from hit: Node?) -> [Int32] {
        var chain: [Int32] = []
        var node = hit
        while let current = node {
            switch current {
            case .view(let view):
                chain.append(views[view].object)
                if views[view].spec.handlesTouches { return chain }
                node = superNode(of: current)
            case .root(let controller):
                // A root view's next responder is its controller; the controller's is the view it
                // sits in, or its presenter, or the window.
                chain.append(controllers[controller].object)
                if controllers[controller].spec.handlesTouches { return chain }
                if let up = superNode(of: current) {
                    node = up
                } else if let presenter = controllers[controller].presenter, topLevelControllers.contains(controller) {
                    node = .root(presenter)
                } else {
                    node = nil
                }
            }
        }
        return chain + [window, app]
    }
}
