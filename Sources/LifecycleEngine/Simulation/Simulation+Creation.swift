extension Simulation {
    /// Creates the controllers of `tree` the way UIKit would (a storyboard decodes containers
    /// before their children; code builds children first and passes them in), emitting their
    /// initializers and, for storyboards, awakeFromNib() once the whole scene is decoded.
    func instantiate(_ tree: ControllerTree) throws(SimulationError) -> Int {
        // A controller the app kept is shown again as it is: no initializer, its view still loaded.
        if case .controller(let spec) = tree, case .controller(let kept)? = liveNames[spec.name], controllers[kept].setAside {
            controllers[kept].setAside = false
            note("\(spec.name) is the instance the app kept: no initializer, and no loadView or viewDidLoad while its view is loaded",
                 key: "kept-shown-again", ["name": spec.name])
            return kept
        }
        try checkNamesAreFree(tree)
        var decoded: [Int] = []
        let root = build(tree, fromStoryboard: try isFromStoryboard(tree), decoded: &decoded)
        if !decoded.isEmpty {
            let block = newBlock()
            for controller in decoded {
                emit(controller: controller, .controllerAwakeFromNib, .awakeAfterNibLoad, block: block)
            }
        }
        return root
    }

    /// A root made in code or from a nib: the app's launch code creates it, inside didFinishLaunching
    /// or willConnectTo, before it calls makeKeyAndVisible.
    func instantiateInLaunchCode(_ tree: ControllerTree) throws(SimulationError) -> Int {
        creatingInLaunchCode = true
        defer { creatingInLaunchCode = false }
        return try instantiate(tree)
    }

    /// A storyboard scene creates a whole hierarchy; it cannot hold controllers made in code.
    func isFromStoryboard(_ tree: ControllerTree) throws(SimulationError) -> Bool {
        let specs = tree.specs
        let fromStoryboard = specs.filter { $0.creation == .storyboard }.count
        if fromStoryboard > 0, fromStoryboard < specs.count {
            throw refuse("storyboard-all-or-none")
        }
        return fromStoryboard > 0
    }

    private func checkNamesAreFree(_ tree: ControllerTree) throws(SimulationError) {
        var seen: [String] = []
        for spec in tree.specs {
            for name in [spec.name] + spec.embedded {
                if liveNames[name] != nil || seen.contains(name) {
                    throw refuse("name-exists", ["name": name])
                }
                seen.append(name)
            }
        }
    }

    private func build(_ tree: ControllerTree, fromStoryboard: Bool, decoded: inout [Int]) -> Int {
        switch tree {
        case .controller(let spec):
            let controller = makeController(spec, kind: .viewController)
            emitInitializer(of: controller, fromStoryboard: fromStoryboard, decoded: &decoded)
            return controller
        case .navigation(let trees):
            let (navigation, children) = buildContainer(.navigationController, trees, fromStoryboard, &decoded)
            // A stack set at once: those below the top are children at once; the top's didMove
            // waits until it is shown.
            for child in children.dropLast() { adopt(child, by: navigation, completesLater: false, rule: .childrenSetAtCreation) }
            adopt(children.last!, by: navigation, completesLater: true, rule: .childrenSetAtCreation)
            controllers[navigation].pendingInitialDisplay = true
            return navigation
        case .tabs(let trees):
            let (tabs, children) = buildContainer(.tabBarController, trees, fromStoryboard, &decoded)
            for child in children { adopt(child, by: tabs, completesLater: false, rule: .childrenSetAtCreation) }
            return tabs
        case .pages(let trees):
            let (pages, children) = buildContainer(.pageViewController, trees, fromStoryboard, &decoded)
            // Every page is a child, though only the one shown has the container as its parent;
            // the first is set as the container's view loads.
            controllers[pages].children = children
            controllers[pages].pendingFirstPage = true
            return pages
        }
    }

    private func buildContainer(
        _ kind: TraceObject.Kind, _ trees: [ControllerTree], _ fromStoryboard: Bool, _ decoded: inout [Int]
    ) -> (container: Int, children: [Int]) {
        var spec = ControllerSpec(name: containerName(for: kind))
        spec.creation = fromStoryboard ? .storyboard : .code
        if fromStoryboard {
            let container = makeController(spec, kind: kind)
            emitInitializer(of: container, fromStoryboard: true, decoded: &decoded)
            return (container, trees.map { build($0, fromStoryboard: true, decoded: &decoded) })
        }
        let children = trees.map { build($0, fromStoryboard: false, decoded: &decoded) }
        let container = makeController(spec, kind: kind)
        emitInitializer(of: container, fromStoryboard: false, decoded: &decoded)
        return (container, children)
    }

    private func emitInitializer(of controller: Int, fromStoryboard: Bool, decoded: inout [Int]) {
        if fromStoryboard {
            emit(controller: controller, .controllerInitWithCoder, .storyboardInstantiation)
            decoded.append(controller)
            return
        }
        if creatingInLaunchCode {
            emit(controller: controller, .controllerInitWithNibName, .rootMadeInLaunchCode)
        } else if case .nib = controllers[controller].spec.creation {
            emit(controller: controller, .controllerInitWithNibName, .nibInstantiation)
        } else {
            emit(controller: controller, .controllerInitWithNibName, .codeInstantiation)
        }
    }

    func makeController(_ spec: ControllerSpec, kind: TraceObject.Kind) -> Int {
        let object = addObject(spec.name, kind)
        controllers.append(ControllerRecord(object: object, kind: kind, spec: spec))
        let index = controllers.count - 1
        // From iOS 13 UIKit gives a new controller the traits it predicts for where it will show.
        if rules[.traitsPredictedAtCreation] {
            controllers[index].traitOrientation = orientation
            controllers[index].traitStyleDark = isDark
        }
        registrations += 1
        controllers[index].registration = registrations
        liveNames[spec.name] = .controller(index)
        liveControllers.append(index)
        return index
    }

    /// Makes `child` a child of `parent`: willMove(toParent:) now; didMove(toParent:) now, or
    /// when the transition that first shows it completes.
    func adopt(_ child: Int, by parent: Int, completesLater: Bool, rule: Rule? = nil) {
        // By the parent link, not a search of the children: a push onto a stack thousands deep
        // would otherwise cost as much as the stack.
        if controllers[child].parent != parent { controllers[parent].children.append(child) }
        controllers[child].parent = parent
        emit(controller: child, .willMoveToParent, rule ?? (completesLater ? .pushAddsChild : .childContainment))
        if completesLater {
            controllers[child].owesDidMoveToParent = true
        } else {
            emit(controller: child, .didMoveToParent, rule ?? .childContainment)
        }
    }

    /// The last owner lets go: the controller is deallocated, then the views and children it owned.
    func release(_ controller: Int, _ rule: Rule = .released) {
        guard controllers[controller].isAlive else { return }
        // The app's property still holds it, with its view: the name stays, for the step that shows it again.
        if controllers[controller].spec.kept {
            controllers[controller].setAside = true
            note("the app keeps \(name(of: controller)) in a property: no deinit", key: "kept-not-released", ["name": name(of: controller)])
            return
        }
        liveNames[name(of: controller)] = nil
        // A closure, timer or strong delegate it owns holds it: it outlives its screen, keeps its
        // views and children, and memory warnings still reach it. No deinit ever comes.
        guard !controllers[controller].spec.retainCycle else { return }
        controllers[controller].isAlive = false
        liveControllers.removeAll { $0 == controller }
        emit(controller: controller, .controllerDeinit, rule)
        releaseSubviews(controllers[controller].subviews)
        for child in controllers[controller].children + controllers[controller].hosted { release(child) }
    }

    func release(view: Int) {
        guard views[view].isAlive else { return }
        views[view].isAlive = false
        liveNames[objects[Int(views[view].object)].name] = nil
        emit(view: view, .viewDeinit, .released)
        releaseSubviews(views[view].subviews)
    }

    /// A view deallocating (a named one, or a controller's root) sends each subview
    /// removeFromSuperview(); the subviews nothing else holds go with it.
    func releaseSubviews(_ subviews: [Int]) {
        for subview in subviews where views[subview].isAlive {
            takeOutOfSuperview(subview, .deallocRemovesSubviews)
            release(view: subview)
        }
    }
}
