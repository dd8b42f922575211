extension Flashcard {
    /// The card's field values as HTML, in the order of its note type's fields.
    var noteFields: [String] {
        let sources = HTML.sources(sources)
        switch content {
        case .fact(let fact):
            return [HTML.localized(fact.front, in: language), HTML.localized(fact.back, in: language), sources]
        case .pitfall(let pitfall):
            return [
                HTML.localized(pitfall.title, in: language), HTML.localized(pitfall.symptom, in: language),
                HTML.localized(pitfall.cause, in: language), HTML.localized(pitfall.fix, in: language),
                pitfall.snippet.flatMap { $0.isEmpty ? nil : HTML.codeBlock($0) } ?? "", sources,
            ]
        case .ordering(let ordering):
            return [
                HTML.localized(ordering.scenario, in: language), String(ordering.iOS),
                HTML.orderedList(ordering.sequence), sources,
            ]
        }
    }
}
