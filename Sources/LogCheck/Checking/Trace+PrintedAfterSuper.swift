import LifecycleEngine

extension Trace {
    /// The containers whose appearance methods tell a child from inside UIKit's implementation:
    /// the objects a log may show printing after super.
    var forwardingContainers: [String] {
        forwardingEnds.keys.sorted().map { object(of: events[$0]).name }.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }

    /// The trace as a log shows it when `containers` print after calling super: each of their
    /// appearance callbacks comes after the calls UIKit makes inside it.
    func printedAfterSuper(by containers: Set<String>) -> Trace {
        guard !containers.isEmpty else { return self }
        var order: [Int] = []
        order.reserveCapacity(events.count)
        func place(_ range: Range<Int>) {
            var index = range.lowerBound
            while index < range.upperBound {
                if let end = forwardingEnds[index], containers.contains(object(of: events[index]).name) {
                    place(index + 1..<end)
                    order.append(index)
                    index = end
                } else {
                    order.append(index)
                    index += 1
                }
            }
        }
        place(0..<events.count)
        return Trace(version: version, objects: objects, events: TraceEvents(order.map { events[$0] }), notes: notes, outcome: outcome)
    }
}
