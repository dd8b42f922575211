/// Which class inherits from which, to read a qualifier such as `UINavigationController.viewDidLoad`
/// as the `UIViewController` method it inherits.
public struct ClassHierarchy: Sendable {
    private let parents: [String: String]
    /// Class ids by their lower-cased spelling, since people type `uiviewcontroller` too.
    private let idsByLowercased: [String: String]

    public init(parents: [String: String?]) {
        self.parents = parents.compactMapValues { $0 }
        idsByLowercased = Dictionary(parents.keys.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The class id spelled `name` in any case, if the knowledge base has it.
    public func classID(named name: String) -> String? {
        idsByLowercased[name.lowercased()]
    }

    /// The class and everything it inherits from, nearest first.
    public func lineage(of classID: String) -> [String] {
        var lineage = [classID]
        while let parent = parents[lineage[lineage.count - 1]], !lineage.contains(parent) {
            lineage.append(parent)
        }
        return lineage
    }

    /// Keeps the candidates a qualifier allows: methods of the named class or of its ancestors.
    /// An unknown qualifier (`MyViewController`) restricts nothing, as it is likely the user's own subclass.
    func filter<Candidate>(_ candidates: [Candidate], classOf: (Candidate) -> String, qualifier: String?) -> [Candidate] {
        guard let qualifier, let qualified = classID(named: qualifier) else { return candidates }
        let allowed = Set(lineage(of: qualified))
        return candidates.filter { allowed.contains(classOf($0)) }
    }
}
