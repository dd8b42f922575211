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
    func missed(in grade: Grade?, card: CatalogCard?) -> [String] {
        missed(in: grade, card: card.map(askedMethods(of:)) ?? [])
    }

    /// The methods a card asks about: a fill-in's, the one its blank hides (`init` of
    /// init(nibName:bundle:)), not every method its fact names; any other card's, all of them.
    func askedMethods(of card: CatalogCard) -> [String] {
        guard !card.blankedNames.isEmpty else { return card.methods }
        let blanked = card.methods.filter { id in method(id).map { !Set(FactPrompt.names(of: $0)).isDisjoint(with: card.blankedNames) } ?? false }
        return blanked.isEmpty ? card.methods : blanked
    }

    func missed(in grade: Grade?, card methods: [String]) -> [String] {
        if let callbacks = grade?.missedCallbacks { return callbacks }
        let methods = grade.map(\.askedMethods).flatMap { $0.isEmpty ? nil : $0 } ?? methods
        return methods.map { method($0)?.swiftName ?? $0 }.uniqued()
    }
}
