/// Name resolution over content in memory: what the validator and the database builder use to
/// read the spellings in trace logs. The database answers the same questions from `method_names`.
struct MethodNameIndex {
    let hierarchy: ClassHierarchy
    /// Every derived spelling of every method, in content order: the rows of `method_names`.
    let names: [MethodName]
    private let classOfMethod: [String: String]
    private let methodIDsByKey: [String: [String]]

    init(methods: [MethodEntry], classes: [ClassEntry]) {
        hierarchy = ClassHierarchy(parents: Dictionary(classes.map { ($0.id, $0.parent) }, uniquingKeysWith: { first, _ in first }))
        classOfMethod = Dictionary(methods.map { ($0.id, $0.classID) }, uniquingKeysWith: { first, _ in first })
        names = methods.flatMap(\.names)
        var methodIDsByKey: [String: [String]] = [:]
        for name in names where !(methodIDsByKey[name.key]?.contains(name.methodID) ?? false) {
            methodIDsByKey[name.key, default: []].append(name.methodID)
        }
        self.methodIDsByKey = methodIDsByKey
    }

    /// The ids of every method `text` names; empty when none.
    func methodIDs(for text: String) -> [String] {
        guard let spelling = MethodSpelling(text) else { return [] }
        return hierarchy.filter(
            methodIDsByKey[spelling.key] ?? [], classOf: { classOfMethod[$0] ?? "" }, qualifier: spelling.classQualifier
        )
    }

    func classID(ofMethod methodID: String) -> String? {
        classOfMethod[methodID]
    }
}
