/// An ordering card's answer: the callbacks of each asked step, in order, and the class of each
/// object they are made on, so a long sequence reads phase by phase (launch ▸ push ▸ pop).
public struct OrderingSteps: Sendable, Hashable {
    public struct Phase: Sendable, Hashable {
        /// The step as the script writes it: `push B`.
        public let step: String
        /// Its place in the script, from 1; 0 when not known.
        public let number: Int
        /// `B viewDidLoad()`, `A viewWillDisappear(_:)`...
        public let callbacks: [String]

        public init(step: String, number: Int, callbacks: [String]) {
            self.step = step
            self.number = number
            self.callbacks = callbacks
        }
    }

    public let phases: [Phase]
    /// Each object's UIKit class, in order of first appearance: `A` → `UIViewController`.
    public let classes: [(object: String, className: String)]

    public init(phases: [Phase], classes: [(object: String, className: String)]) {
        self.phases = phases
        self.classes = classes
    }

    /// Every callback, in order.
    public var sequence: [String] { phases.flatMap(\.callbacks) }

    public static func == (lhs: OrderingSteps, rhs: OrderingSteps) -> Bool {
        lhs.phases == rhs.phases && lhs.classes.elementsEqual(rhs.classes) { $0 == $1 }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(phases)
        for entry in classes { hasher.combine(entry.object); hasher.combine(entry.className) }
    }
}
