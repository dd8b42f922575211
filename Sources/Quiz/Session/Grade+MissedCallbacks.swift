extension Grade {
    /// The callbacks an ordering answer put in the wrong place, without their objects
    /// (`viewDidLoad()`) and as methods (a removal's `didMove(toParent: nil)` is
    /// `didMove(toParent:)`): what the summary counts as weakest. Nil for answers that are not orders.
    var missedCallbacks: [String]? {
        guard !rows.isEmpty else { return nil }
        return rows.filter { !$0.isRight }.map { row in
            let callback = row.expected.firstIndex(of: " ").map { String(row.expected[row.expected.index(after: $0)...]) } ?? row.expected
            return callback.replacing(": nil)", with: ":)")
        }
    }
}

extension QuizMaterial {
    /// What a session's summary counts as missed: an order's misplaced callbacks, else the
    /// methods the question asked about or the card's, named as a learner reads them. A
    /// concept's method that the card also names on a class (`awakeFromNib()` of nib loading and
    /// of UIView) counts once, by the class's: named alone beside it, it would read as the same
    /// method listed twice.
    func missed(in grade: Grade?, card methods: [String]) -> [String] {
        if let callbacks = grade?.missedCallbacks { return callbacks }
        let methods = grade.map(\.askedMethods).flatMap { $0.isEmpty ? nil : $0 } ?? methods
        let named = methods.compactMap(method)
        return methods.filter { id in
            guard let method = method(id), isConcept(method) else { return true }
            return !named.contains { !isConcept($0) && $0.swiftName == method.swiftName }
        }.map(label(ofMethodID:))
    }
}
