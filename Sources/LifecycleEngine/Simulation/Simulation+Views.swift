extension Simulation {
    func addView(_ spec: ViewSpec, to superviewName: String) throws {
        guard liveNames[spec.name] == nil else {
            throw refuse("name-exists", ["name": spec.name])
        }
        let superview: ViewRecord.Superview
        let superviewInWindow: Bool
        switch liveNames[superviewName] {
        case .controller(let controller):
            guard try accessView(controller) else {
                throw refuse("superview-has-no-view", ["name": superviewName])
            }
            superview = .controller(controller)
            superviewInWindow = controllers[controller].inWindow
        case .view(let view):
            superview = .view(view)
            superviewInWindow = views[view].inWindow
        case nil:
            throw refuse("no-controller-or-view", unknownName(superviewName))
        }
        try checkDepth(under: superview, adding: spec.name)
        let view = makeView(spec)
        views[view].superview = superview
        // Adding reports the new superview before the window; removing reports the window first.
        emit(view: view, .willMoveToSuperview, .viewHierarchyChange)
        emit(view: view, .didMoveToSuperview, .viewHierarchyChange)
        if superviewInWindow { attach(view: view) }
        // addSubview tells the superview once the subview has moved, window included.
        if case .view(let parent) = superview { emit(view: parent, .didAddSubview, .superviewHearsAddedSubview) }
        switch superview {
        case .controller(let controller):
            controllers[controller].subviews.append(view)
            controllers[controller].needsLayout = true
        case .view(let parent):
            views[parent].subviews.append(view)
            views[parent].needsLayout = true
        }
        views[view].needsLayout = true
        try commit()
    }

    func removeView(_ name: String) throws {
        let view = try liveView(named: name, for: "removeView")
        takeOutOfSuperview(view, .viewHierarchyChange)
        switch views[view].superview {
        case .controller(let controller):
            controllers[controller].subviews.removeAll { $0 == view }
            controllers[controller].needsLayout = true
        case .view(let parent):
            views[parent].subviews.removeAll { $0 == view }
            views[parent].needsLayout = true
        case nil: break
        }
        views[view].superview = nil
        release(view: view)
        try commit()
    }

    /// removeFromSuperview(), called by the app or by a superview's dealloc: a named superview is
    /// told first, then the view moves, reporting the window before the superview.
    func takeOutOfSuperview(_ view: Int, _ rule: Rule) {
        emit(view: view, .removeFromSuperview, rule)
        if case .view(let parent) = views[view].superview { emit(view: parent, .willRemoveSubview, .superviewHearsRemovedSubview) }
        emit(view: view, .willMoveToSuperview, rule, passingNil: true)
        if views[view].inWindow { detach(view: view) }
        emit(view: view, .didMoveToSuperview, rule)
    }

    /// setNeedsLayout() then layoutIfNeeded(): the view is laid out at once.
    func layout(_ name: String) throws {
        switch liveNames[name] {
        case .controller(let controller):
            guard try accessView(controller) else {
                throw refuse("nothing-to-lay-out", ["name": name])
            }
            emit(controller: controller, .viewWillLayoutSubviews, .explicitLayout)
            emit(controller: controller, .viewDidLayoutSubviews, .explicitLayout)
            controllers[controller].needsLayout = false
        case .view(let view):
            emit(view: view, .layoutSubviews, .explicitLayout)
            views[view].needsLayout = false
        case nil:
            throw refuse("no-controller-or-view", unknownName(name))
        }
    }

    /// setNeedsDisplay(): a view that overrides draw(_:) draws again after the next layout.
    func redraw(_ name: String) throws {
        let view = try liveView(named: name, for: "redraw")
        views[view].needsDisplay = views[view].spec.draws
        try commit()
    }

    /// The live view `name` names, for `action`; a controller's name is refused as one.
    private func liveView(named name: String, for action: String) throws -> Int {
        switch liveNames[name] {
        case .view(let view): return view
        case .controller: throw refuse("is-a-controller", ["name": name, "action": action])
        case nil: throw refuse("no-view", unknownName(name))
        }
    }

    /// `awakes`: awakeFromNib at once, as for a view loaded from a nib of its own; one unarchived
    /// with its controller's scene awakes once the whole scene is loaded.
    func makeView(_ spec: ViewSpec, rule: Rule = .viewCreatedFromNib, awakes: Bool = true) -> Int {
        let object = addObject(spec.name, .view)
        views.append(ViewRecord(object: object, spec: spec))
        let view = views.count - 1
        liveNames[spec.name] = .view(view)
        if spec.fromNib {
            emit(view: view, .viewInitWithCoder, rule)
            if awakes { emit(view: view, .viewAwakeFromNib, rule) }
        } else {
            emit(view: view, .viewInitWithFrame, .viewCreatedInCode)
        }
        return view
    }
}
