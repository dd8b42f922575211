import SeededRandom

extension Question {
    /// The same ordering question with its items in another order, drawn from `seed` (its other
    /// questions as they are): a card shown again in a session asks afresh, rather than take the
    /// letters just typed.
    func reordered(seed: UInt64) -> Question {
        guard case .order(let correct) = key, items.count > 1 else { return self }
        var random = SplitMix64(seed: seed)
        let shown = random.shuffledIndices(items.count)
        // shown[new] is the old index of the item now at `new`.
        var newIndex = [Int](repeating: 0, count: items.count)
        for (new, old) in shown.enumerated() { newIndex[old] = new }
        return Question(id: id, language: language, prompt: prompt, scenario: scenario, version: version, snippet: snippet,
                        items: shown.map { items[$0] }, card: card, key: .order(correct.map { newIndex[$0] }),
                        reasons: reasons, details: details.isEmpty ? [] : shown.map { details[$0] }, askedFromStep: askedFromStep, links: links)
    }
}
