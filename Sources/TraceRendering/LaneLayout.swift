import LifecycleEngine
/// Which object gets which lane, and how wide each lane is. Lanes come in order of each object's
/// first callback. Every row is as wide as all the lanes, so the number of lanes is bounded: past
/// `LanesTraceFormat.maximumLanes`, or when the lanes do not fit `columns`, the later objects
/// share the last lane, where each callback is written with its object's name.
struct LaneLayout {
    /// The lane of each object (by object index), or nil for objects with nothing shown.
    private(set) var laneOfObject: [Int?]
    /// The objects with a lane of their own, in lane order.
    private(set) var ownLanes: [Int32]
    /// The objects sharing the last lane, in order of first appearance.
    private(set) var sharedLane: [Int32]
    /// Each lane's width in display columns; the shared lane, if any, is last.
    private(set) var widths: [Int]
    /// Whether some name had to be cut short to fit.
    private(set) var shortened = false

    var laneCount: Int { widths.count }
    var sharedLaneIndex: Int? { sharedLane.isEmpty ? nil : ownLanes.count }

    /// - Parameters:
    ///   - natural: each object's width in its own lane (its name and its longest callback).
    ///   - sharedNatural: each object's width in the shared lane (its name, a space, its longest callback).
    ///   - columns: the terminal's width to fit, or nil for no fitting.
    init(objects: [Int32], objectCount: Int, natural: [Int], sharedNatural: [Int], sharedTitleWidth: (Int) -> Int,
         maximumLanes: Int, minimumWidth: Int, gap: Int, columns: Int?) {
        var own = objects
        var shared: [Int32] = []
        if own.count > maximumLanes {
            shared = Array(own[(maximumLanes - 1)...])
            own.removeLast(own.count - (maximumLanes - 1))
        }
        // The shared lane's width, kept up to date as objects join it.
        var sharedWidest = shared.reduce(0) { max($0, sharedNatural[Int($1)]) }
        func widths(capped cap: Int) -> [Int] {
            var result = own.map { min(natural[Int($0)], cap) }
            if !shared.isEmpty { result.append(min(max(sharedWidest, sharedTitleWidth(shared.count)), cap)) }
            return result
        }
        func total(_ widths: [Int]) -> Int { widths.reduce(0, +) + gap * max(0, widths.count - 1) }

        var chosen = widths(capped: Int.max)
        if let columns, total(chosen) > columns {
            // Fold lanes until every lane can keep its minimum width, then find the widest cap on
            // lane widths that fits (the total only grows with the cap, so by bisection).
            while !own.isEmpty, total(widths(capped: minimumWidth)) > columns {
                let object = own.removeLast()
                shared.insert(object, at: 0)
                sharedWidest = max(sharedWidest, sharedNatural[Int(object)])
            }
            var low = minimumWidth, high = max(minimumWidth, widths(capped: Int.max).max() ?? minimumWidth)
            while low < high {
                let middle = (low + high + 1) / 2
                if total(widths(capped: middle)) <= columns { low = middle } else { high = middle - 1 }
            }
            chosen = widths(capped: low)
            shortened = zip(chosen, widths(capped: Int.max)).contains { $0 < $1 }
        }
        var laneOfObject = [Int?](repeating: nil, count: objectCount)
        for (lane, object) in own.enumerated() { laneOfObject[Int(object)] = lane }
        for object in shared { laneOfObject[Int(object)] = own.count }
        self.laneOfObject = laneOfObject
        self.ownLanes = own
        self.sharedLane = shared
        self.widths = chosen
    }
}
