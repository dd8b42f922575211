extension Sequence where Element: Hashable {
    /// The elements without repeats, each kept where it first occurs.
    ///
    /// Question generation calls it for every question with a handful of method ids, so it is
    /// inlinable (specialized in the caller's module) and compares the first 16 kept elements
    /// directly, which costs less than hashing them; longer inputs go through a set.
    @inlinable
    public func uniqued() -> [Element] {
        var kept: [Element] = []
        var seen: Set<Element> = []
        for element in self {
            if kept.count < 16 {
                if kept.contains(element) { continue }
            } else {
                if seen.isEmpty { seen = Set(kept) }
                if !seen.insert(element).inserted { continue }
            }
            kept.append(element)
        }
        return kept
    }
}
