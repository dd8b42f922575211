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
    /// methods the question asked about or the card's. Each is named as an order names it, by
    /// its Swift name alone: a card about `awakeFromNib()` of controllers and of views counts
    /// once, and never under a class the session did not ask about.
    func missed(in grade: Grade?, card methods: [String]) -> [String] {
        if let callbacks = grade?.missedCallbacks { return callbacks }
        let methods = grade.map(\.askedMethods).flatMap { $0.isEmpty ? nil : $0 } ?? methods
        return methods.map { method($0)?.swiftName ?? $0 }.uniqued()
    }
}
