extension Simulation {
    /// A page view controller's first page, set in its viewDidLoad (setViewControllers, where
    /// apps call it), appears at once: it does not wait for the container to appear, and hears
    /// nothing more when the container does. A scroll-style container makes it a child, willMove
    /// and didMove together, before its view loads; a curl-style one tells it didMove after it
    /// has appeared.
    func showFirstPage(of pages: Int) throws {
        controllers[pages].pendingFirstPage = false
        guard let page = shownChild(of: pages) else { return }
        controllers[pages].pageTransition = pageStyle(controllers[pages].pageTransition)
        controllers[page].parent = pages
        emit(controller: page, .willMoveToParent, .firstPageAppearsAtOnce)
        if controllers[pages].pageTransition == .scroll {
            emit(controller: page, .didMoveToParent, .firstPageAppearsAtOnce)
            note("this is the order of an app built with an older SDK: with a recent one (which one is not known) a scroll page hears its appearance callbacks only while the page view controller itself appears, so the first page appears within the container's appearance",
                 key: "scroll-page-appearance-gated")
        } else {
            controllers[page].owesDidMoveToParent = true
        }
        try accessView(page)
        controllers[pages].displayed = [page]
        try beginAppearance(page, appearing: true, .firstPageAppearsAtOnce)
        endAppearance(page, .firstPageAppearsAtOnce)
    }

    /// A tab switch. Setting the selection sends both will-callbacks (the new tab's first); the
    /// did-callbacks wait for the next frame, after its layout. A tap asks the delegate first
    /// (`tabBarController(_:shouldSelect:)`) and tells it `didSelect` as soon as the setter
    /// returns, between the two; code that sets `selectedIndex` tells the delegate nothing.
    func select(_ name: String, via selection: ScenarioAction.TabSelection) throws {
        guard let tabs = frontmostContainer(.tabBarController) else {
            throw refuse("select-needs-tabs")
        }
        let children = controllers[tabs].children
        guard let index = children.firstIndex(where: { tabShows($0, named: name) }) else {
            let names = children.map { tabLabel($0) }.joined(separator: ", ")
            throw refuse("no-such-tab", ["name": name, "tabs": names])
        }
        guard index != controllers[tabs].selected else {
            // A tap on the selected tab still asks and tells the delegate (iOS 3 and later).
            if selection == .tap {
                tellDelegate(of: tabs, .tabBarShouldSelect, .tabBarDelegateAroundSwitch)
                tellDelegate(of: tabs, .tabBarDidSelect, .tabBarDelegateAroundSwitch)
            }
            let tab = children[index]
            if selection == .tap, controllers[tab].kind == .navigationController, controllers[tab].children.count > 1 {
                note("a tap on the selected tab also pops its navigation controller to the root; that is not modelled", key: "tab-retap-pops-to-root")
            } else {
                note("\(name) is already the selected tab; UIKit switches nothing", key: "tab-already-selected", ["name": name])
            }
            return
        }
        let outgoing = children[controllers[tabs].selected]
        let incoming = children[index]
        if selection == .tap { tellDelegate(of: tabs, .tabBarShouldSelect, .tabBarDelegateAroundSwitch) }
        controllers[tabs].selected = index
        try accessView(incoming)
        try beginAppearance(incoming, appearing: true, .tabSwitch)
        controllers[tabs].displayed = [outgoing, incoming]
        attach(incoming)
        try beginAppearance(outgoing, appearing: false, .tabSwitch)
        detach(outgoing)
        controllers[tabs].displayed = [incoming]
        if selection == .tap { tellDelegate(of: tabs, .tabBarDidSelect, .tabBarDelegateAroundSwitch) }
        // The frame: the new tab is laid out (a navigation tab shown for the first time puts its
        // top controller on screen then, inside its container's appearance), then the did-callbacks.
        try commit()
        endAppearance(outgoing, .tabSwitch)
        endAppearance(incoming, .tabSwitch)
    }

    private func tabShows(_ child: Int, named name: String) -> Bool {
        if self.name(of: child) == name { return true }
        return controllers[child].kind == .navigationController
            && controllers[child].children.first.map { self.name(of: $0) } == name
    }

    private func tabLabel(_ child: Int) -> String {
        guard controllers[child].kind == .navigationController, let root = controllers[child].children.first else {
            return name(of: child)
        }
        return "\(name(of: child))(\(name(of: root)))"
    }

    func turnPage(forward: Bool, cancelled: Bool, transition: ScenarioAction.PageTransition?) throws {
        if cancelled { try requireActive(for: "page ... cancel") }
        guard let pages = frontmostContainer(.pageViewController) else {
            throw refuse("page-needs-pages")
        }
        let children = controllers[pages].children
        let from = controllers[pages].selected
        let to = from + (forward ? 1 : -1)
        guard children.indices.contains(to) else {
            throw refuse(forward ? "no-page-after" : "no-page-before", ["name": name(of: children[from])])
        }
        let current = children[from], incoming = children[to]
        switch pageStyle(transition ?? controllers[pages].pageTransition) {
        case .scroll: try scrollPage(of: pages, from: current, to: incoming, cancelled: cancelled)
        case .curl: try curlPage(of: pages, from: current, to: incoming, forward: forward, cancelled: cancelled)
        }
        controllers[pages].displayed = [cancelled ? current : incoming]
        if !cancelled {
            controllers[pages].selected = to
            releaseScrolledPagesOutOfReach(of: pages)
        }
        try commit()
    }

    /// The scroll style came with iOS 6: before, a page view controller only curls.
    private func pageStyle(_ asked: ScenarioAction.PageTransition) -> ScenarioAction.PageTransition {
        guard asked == .scroll, !rules[.scrollPages] else { return asked }
        note("the scroll style came with iOS 6: on iOS 5 a page view controller only curls", key: "scroll-pages-need-6")
        return .curl
    }

    /// A scroll turn, as UIKit's queuing scroll view makes it: the data source's page becomes a
    /// child as the finger starts (willMove and didMove at once, before its view loads), and the
    /// page that is not shown at the end stays a child, cached beside the visible one.
    private func scrollPage(of pages: Int, from current: Int, to incoming: Int, cancelled: Bool) throws {
        if controllers[incoming].parent != pages { addPage(incoming, to: pages, .pageContainment) }
        try accessView(incoming)
        try beginAppearance(incoming, appearing: true, .pageTurn)
        try beginAppearance(current, appearing: false, .pageTurn)
        controllers[pages].displayed = [current, incoming]
        attach(incoming)
        try commit()
        if cancelled {
            try beginAppearance(current, appearing: true, .pageTurn)
            endAppearance(current, .pageTurn)
            try beginAppearance(incoming, appearing: false, .pageTurn)
            detach(incoming)
            endAppearance(incoming, .pageTurn)
        } else {
            endAppearance(incoming, .pageTurn)
            detach(current)
            endAppearance(current, .pageTurn)
        }
    }

    /// A curl: the new page starts appearing before it becomes a child; the page that leaves is
    /// removed as the curl ends, willMove(toParent: nil) before its viewDidDisappear. A forward
    /// curl adds the new page at the start; a backward one only in the end, before it has appeared.
    private func curlPage(of pages: Int, from current: Int, to incoming: Int, forward: Bool, cancelled: Bool) throws {
        try accessView(incoming)
        try beginAppearance(incoming, appearing: true, .pageTurn)
        if forward { addPage(incoming, to: pages, .pageCurlContainment) }
        try beginAppearance(current, appearing: false, .pageTurn)
        controllers[pages].displayed = [current, incoming]
        attach(incoming)
        try commit()
        if cancelled {
            try beginAppearance(incoming, appearing: false, .pageTurn)
            try beginAppearance(current, appearing: true, .pageTurn)
            detach(incoming)
            if controllers[incoming].parent == pages { removePage(incoming, .pageCurlContainment) }
            endAppearance(incoming, .pageTurn)
            endAppearance(current, .pageTurn)
        } else {
            emit(controller: current, .willMoveToParent, .pageCurlContainment, passingNil: true)
            detach(current)
            endAppearance(current, .pageTurn)
            controllers[current].parent = nil
            emit(controller: current, .didMoveToParent, .pageCurlContainment, passingNil: true)
            if !forward { addPage(incoming, to: pages, .pageCurlContainment) }
            endAppearance(incoming, .pageTurn)
        }
    }

    /// A page becomes a child, or stops being one, at once: willMove and didMove together (the
    /// pages are the container's data, listed in `children` whether or not they are its children).
    private func addPage(_ page: Int, to pages: Int, _ rule: Rule) {
        controllers[page].parent = pages
        emit(controller: page, .willMoveToParent, rule)
        emit(controller: page, .didMoveToParent, rule)
    }

    private func removePage(_ page: Int, _ rule: Rule) {
        emit(controller: page, .willMoveToParent, rule, passingNil: true)
        controllers[page].parent = nil
        emit(controller: page, .didMoveToParent, rule, passingNil: true)
    }

    /// A scroll-style container keeps as children the pages around the visible one (the queuing
    /// scroll view holds three); a turn that leaves one farther away removes it.
    private func releaseScrolledPagesOutOfReach(of pages: Int) {
        let children = controllers[pages].children, shown = controllers[pages].selected
        for (index, page) in children.enumerated() where controllers[page].parent == pages && abs(index - shown) > 1 {
            removePage(page, .pageContainment)
        }
    }

    func addChild(_ tree: ControllerTree, to parentName: String) throws {
        // Apple's addChild(_:) removes a child from its old parent first, but a view still inside the
        // old parent's is a hierarchy UIKit refuses (UIViewControllerHierarchyInconsistency).
        if case .controller(let spec) = tree, case .controller(let existing)? = liveNames[spec.name],
           let oldParent = controllers[existing].parent {
            throw refuse("child-of-another-parent", ["name": spec.name, "parent": name(of: oldParent), "new": parentName])
        }
        let parent = try hostController(named: parentName, taking: tree, called: "the child")
        let child = try instantiate(tree)
        controllers[parent].children.append(child)
        controllers[child].parent = parent
        emit(controller: child, .willMoveToParent, .childContainment)
        guard try accessView(parent) else {
            throw refuse("parent-has-no-view", ["parent": parentName])
        }
        try accessView(child)
        controllers[parent].displayed.append(child)
        if controllers[parent].inWindow {
            // Adding the view to a visible parent is what makes the child appear.
            let parentState = controllers[parent].appearance
            if parentState == .appearing || parentState == .appeared {
                try beginAppearance(child, appearing: true, .childContainment)
            }
            attach(child)
            controllers[parent].needsLayout = true
            if parentState == .appeared {
                // The code's didMove comes while the child is still appearing; viewDidAppear
                // waits for the frame, and UIKit's end of the appearance tells didMove again.
                emit(controller: child, .didMoveToParent, .childContainment)
                try commit()
                endAppearance(child, .childContainment)
                emit(controller: child, .didMoveToParent, .appearanceEndRepeatsDidMove)
                return
            }
        }
        emit(controller: child, .didMoveToParent, .childContainment)
        try commit()
    }

    func removeChild(_ name: String) throws {
        let child = try liveController(named: name)
        guard let parent = controllers[child].parent, !controllers[parent].isContainer else {
            throw refuse("not-an-added-child", ["name": name])
        }
        emit(controller: child, .willMoveToParent, .childContainment, passingNil: true)
        if controllers[child].inWindow {
            try beginAppearance(child, appearing: false, .childContainment)
            detach(child)
            endAppearance(child, .childContainment)
            controllers[parent].needsLayout = true
        }
        removeFromParent(child, .childContainment)
        release(child)
        try commit()
    }

    /// removeFromParent(): the child leaves its parent's lists and is told didMove(toParent: nil).
    private func removeFromParent(_ child: Int, _ rule: Rule) {
        let parent = controllers[child].parent!
        controllers[parent].displayed.removeAll { $0 == child }
        controllers[parent].children.removeAll { $0 == child }
        controllers[child].parent = nil
        emit(controller: child, .didMoveToParent, rule, passingNil: true)
    }
}

extension Simulation {
    /// `transition B to C`: a custom container swaps its child B for C, as Apple's container guide
    /// writes it: B is told it leaves, C is added, transition(from:to:) loads C's view and forwards
    /// both appearances around its animation (C's viewDidAppear before B's viewDidDisappear), and
    /// its completion removes B and tells C it has arrived. With `order=newFirst` the container's
    /// code adds C before telling B, and tells C before removing B: only those calls move.
    func transitionChild(from outgoingName: String, to tree: ControllerTree, order: ScenarioAction.SwapOrder) throws {
        let outgoing = try liveController(named: outgoingName)
        guard let parent = controllers[outgoing].parent, !controllers[parent].isContainer,
              controllers[parent].displayed.contains(outgoing) else {
            throw refuse("not-a-shown-child", ["name": outgoingName])
        }
        try checkDepth(under: .controller(parent), adding: tree.specs.first?.name ?? "the child")
        let rule: Rule = order == .oldFirst ? .childTransition : .childTransitionNewFirst
        if order == .oldFirst { emit(controller: outgoing, .willMoveToParent, rule, passingNil: true) }
        let incoming = try instantiate(tree)
        controllers[parent].children.append(incoming)
        controllers[incoming].parent = parent
        emit(controller: incoming, .willMoveToParent, rule)
        if order == .newFirst { emit(controller: outgoing, .willMoveToParent, rule, passingNil: true) }
        try accessView(incoming)
        let parentState = controllers[parent].appearance
        let visible = controllers[parent].inWindow && (parentState == .appearing || parentState == .appeared)
        if visible {
            try beginAppearance(outgoing, appearing: false, rule)
            try beginAppearance(incoming, appearing: true, rule)
        }
        controllers[parent].displayed.append(incoming)
        if controllers[parent].inWindow {
            attach(incoming)
            controllers[parent].needsLayout = true
        }
        try commit()
        if visible, parentState == .appeared { endAppearance(incoming, rule) }
        detach(outgoing)
        if visible { endAppearance(outgoing, rule) }
        if order == .newFirst { emit(controller: incoming, .didMoveToParent, rule) }
        removeFromParent(outgoing, rule)
        if order == .oldFirst { emit(controller: incoming, .didMoveToParent, rule) }
        release(outgoing)
        try commit()
    }

    /// `addSubview C to A`: A's code adds C's view to its own without addChild, keeping C in a
    /// property. Reading `view` loads it; layout reaches it through the view, but C is outside the
    /// controller hierarchy, so no appearance, trait or rotation callback is forwarded to it. Only
    /// its view's own arrival in a visible hierarchy makes it appear, as any controller's view
    /// entering the window does.
    func addSubview(_ tree: ControllerTree, to hostName: String) throws {
        let host = try hostController(named: hostName, taking: tree, called: "the controller")
        guard try accessView(host) else { throw refuse("parent-has-no-view", ["parent": hostName]) }
        let hosted = try instantiate(tree)
        try accessView(hosted)
        controllers[hosted].host = host
        controllers[host].hosted.append(hosted)
        guard controllers[host].inWindow else {
            note("\(name(of: hosted))'s view joins \(hostName)'s before \(hostName) is on screen, without addChild: \(name(of: hosted)) will get no viewWillAppear or viewDidAppear",
                 key: "uncontained-before-host-appears", ["name": name(of: hosted), "host": hostName])
            return try commit()
        }
        let appears = controllers[host].appearance == .appeared
        if appears { try beginAppearance(hosted, appearing: true, .uncontainedViewAppears) }
        attach(hosted)
        controllers[host].needsLayout = true
        try commit()
        if appears { endAppearance(hosted, .uncontainedViewAppears) }
    }

    /// The controller that takes `tree` in, as a child or into its view: live, not a container
    /// (containers manage their own children), with room for the tree below it.
    private func hostController(named name: String, taking tree: ControllerTree, called fallback: String) throws -> Int {
        let host = try liveController(named: name)
        guard !controllers[host].isContainer else { throw refuse("child-of-container", ["parent": name]) }
        try checkDepth(under: .controller(host), adding: tree.specs.first?.name ?? fallback)
        return host
    }

    /// The app calls loadViewIfNeeded(): the view loads now if it has not yet (iOS 9).
    func loadViewIfNeeded(_ name: String) throws {
        guard rules[.loadViewIfNeeded] else { throw refuse("load-view-if-needed-needs-9", ["version": "\(version)"]) }
        let controller = try liveController(named: name)
        try accessView(controller)
        // An override that calls super first logs after the view has loaded.
        emit(controller: controller, .loadViewIfNeeded, .appCallsLoadViewIfNeeded)
    }

    /// UIKit itself calls loadViewIfNeeded() on the controller a navigation controller is about
    /// to show (its first top, loaded by that call; a transition's incoming one), as one
    /// published log shows.
    func uiKitLoadsViewIfNeeded(of controller: Int) {
        if rules[.loadViewIfNeeded] { emit(controller: controller, .loadViewIfNeeded, .uiKitCallsLoadViewIfNeeded) }
    }
}
