extension Grade {
    /// The callbacks an ordering answer put in the wrong place, without their objects
    /// (`viewDidLoad()`): what the summary counts as weakest. Nil for answers that are not orders.
    var missedCallbacks: [String]? {
        guard !rows.isEmpty else { return nil }
        return rows.filter { !$0.isRight }.map { row in
            row.expected.firstIndex(of: " ").map { String(row.expected[row.expected.index(after: $0)...]) } ?? row.expected
        }
    }
}

extension QuizMaterial {
    /// What a session's summary counts as missed: an order's misplaced callbacks, else the
    /// card's methods, named as a learner reads them.
    func missed(in grade: Grade?, card methods: [String]) -> [String] {
        grade?.missedCallbacks ?? methods.map(label(ofMethodID:))
    }
}
