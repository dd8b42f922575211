extension Question {
    static let letters = Array("abcdefghijklmnopqrstuvwxyz").map(String.init)

    /// The `number`th hint (from 1), each revealing a little more; nil when another would give
    /// the whole answer away. Orders reveal one more item of the true order each time; choices of
    /// three or more rule out a wrong option; a missing callback shows its first letters; a true-or-false
    /// statement has none, its rule being its answer.
    public func hint(_ number: Int) -> QuestionHint? {
        guard number >= 1 else { return nil }
        switch key {
        case .order(let order):
            guard number < order.count else { return nil }
            return .firstItems(order.prefix(number).map { (Self.letters[$0 % 26], items[$0]) })
        case .choice(let answer):
            // Of two options, ruling one out is the answer.
            guard number == 1, items.count > 2, let wrong = items.indices.last(where: { $0 != answer }) else { return nil }
            return .notThisOption(letter: Self.letters[wrong % 26], item: items[wrong])
        case .callback(let callback):
            let name = callback.swiftName
            let shown = min(name.count - 1, 2 + 3 * number)
            guard shown < name.count - 1 || number == 1 else { return nil }
            return .startsWith(String(name.prefix(max(1, shown))))
        case .truth:
            // The rule a statement turns on is its answer: no hint.
            return nil
        }
    }
}
