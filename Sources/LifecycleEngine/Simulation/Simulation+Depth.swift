extension LifecycleSimulator {
    /// How many controllers and views may hold one another in a chain (`addChild` and `addView`
    /// after each other). Layout, appearance and attachment walk the hierarchy recursively: a
    /// bound keeps a long script from overflowing the stack, and no real screen nests this deep.
    public static let maximumDepth = 64
}

extension Simulation {
    /// Refuses a controller or view added under `holder` when the chain would pass the bound.
    func checkDepth(under holder: ViewRecord.Superview, adding name: String) throws {
        var depth = 1
        var current: ViewRecord.Superview? = holder
        while let link = current {
            depth += 1
            switch link {
            case .view(let view): current = views[view].superview
            case .controller(let controller): current = controllers[controller].parent.map { .controller($0) }
            }
        }
        guard depth <= LifecycleSimulator.maximumDepth else {
            throw refuse("too-deep", ["name": name, "depth": "\(depth)", "maximum": "\(LifecycleSimulator.maximumDepth)"])
        }
    }
}
