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
        /// Positions in `callbacks` of those that are not in this place on `comparedWith`.
        public var differing: Set<Int> = []

        public init(step: String, number: Int, callbacks: [String]) {
            self.step = step
            self.number = number
            self.callbacks = callbacks
        }
    }

    public var phases: [Phase]
    /// Each object's UIKit class, in order of first appearance: `A` → `UIViewController`.
    public let classes: [(object: String, className: String)]
    /// The iOS version whose order the marks in `Phase.differing` compare with: the newest,
    /// for a card about an older version where they differ; nil when nothing differs.
    public var comparedWith: Int?

    public init(phases: [Phase], classes: [(object: String, className: String)]) {
        self.phases = phases
        self.classes = classes
    }

    /// Marks the callbacks that are not where `reference` (the same steps on another version)
    /// has them: those outside a longest common subsequence of the two orders, so a version
    /// rule's effect stands out on the card.
    public mutating func mark(differencesFrom reference: [String], version: Int) {
        let kept = Self.longestCommonSubsequence(sequence, reference)
        var offset = 0
        var any = false
        for index in phases.indices {
            let count = phases[index].callbacks.count
            phases[index].differing = Set((0..<count).filter { !kept.contains(offset + $0) })
            any = any || !phases[index].differing.isEmpty
            offset += count
        }
        comparedWith = any ? version : nil
    }

    /// The positions in `first` of one longest common subsequence with `second`.
    static func longestCommonSubsequence(_ first: [String], _ second: [String]) -> Set<Int> {
        var lengths = Array(repeating: Array(repeating: 0, count: second.count + 1), count: first.count + 1)
        for i in stride(from: first.count - 1, through: 0, by: -1) {
            for j in stride(from: second.count - 1, through: 0, by: -1) {
                lengths[i][j] = first[i] == second[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var kept: Set<Int> = []
        var i = 0, j = 0
        while i < first.count, j < second.count {
            if first[i] == second[j] {
                kept.insert(i)
                i += 1
                j += 1
            } else if lengths[i + 1][j] >= lengths[i][j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return kept
    }

    /// Every callback, in order.
    public var sequence: [String] { phases.flatMap(\.callbacks) }

    public static func == (lhs: OrderingSteps, rhs: OrderingSteps) -> Bool {
        lhs.phases == rhs.phases && lhs.comparedWith == rhs.comparedWith && lhs.classes.elementsEqual(rhs.classes) { $0 == $1 }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(phases)
        hasher.combine(comparedWith)
        for entry in classes { hasher.combine(entry.object); hasher.combine(entry.className) }
    }
}
