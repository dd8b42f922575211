/// Edit distance over Unicode scalars, for "did you mean ...?": insertions, deletions,
/// substitutions and swaps of two neighbours (`psuh` is one edit from `push`, the commonest typo),
/// each costing one (the optimal string alignment distance).
public enum EditDistance {
    public static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars)
        let b = Array(b.unicodeScalars)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if swapped(a, b, i, j) { current[j] = min(current[j], beforePrevious[j - 2] + 1) }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }

    /// Whether a's scalars i-2, i-1 are b's j-1, j-2: two neighbours swapped.
    private static func swapped(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], _ i: Int, _ j: Int) -> Bool {
        i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] && a[i - 1] != a[i - 2]
    }

    /// The candidate a mistyped `word` most likely meant, ignoring case: within two edits, or one
    /// for words of four letters or fewer, where two would reach unrelated names; the first of the
    /// closest.
    public static func nearest(to word: String, among candidates: some Sequence<String>) -> String? {
        let typed = word.lowercased()
        let allowed = typed.count <= 4 ? 1 : 2
        return candidates.compactMap { candidate in between(typed, candidate.lowercased(), atMost: allowed).map { (candidate, $0) } }
            .min { $0.1 < $1.1 }?.0
    }

    /// What `word` likely meant: the candidate it mistypes, else the first it begins, ignoring case
    /// (`notification` for notificationCenter, `order` for ordering), if it has `shortestStart` letters.
    public static func nearest(to word: String, among candidates: [String], orTheStartOf shortestStart: Int) -> String? {
        nearest(to: word, among: candidates)
            ?? (word.count >= shortestStart ? candidates.first { $0.lowercased().hasPrefix(word.lowercased()) } : nil)
    }

    /// The distance when it is at most `limit`, else nil. Strings whose lengths differ by more
    /// than `limit` cost nothing, and otherwise only the band of cells within `limit` of the
    /// diagonal is computed, so a very long name typed by mistake stays cheap to compare.
    public static func between(_ a: String, _ b: String, atMost limit: Int) -> Int? {
        var cells = 0
        return banded(Array(a.unicodeScalars), Array(b.unicodeScalars), limit: limit, cells: &cells)
    }

    /// `between(_:_:atMost:)` on scalars already split, counting the cells it computes in `cells`
    /// (name suggestions compare one typed name with many; tests measure the cost).
    public static func banded(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int, cells: inout Int) -> Int? {
        guard abs(a.count - b.count) <= limit else { return nil }
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        let outside = limit + 1
        // Row i-2's band covers every cell a swap reads (j-2 for j in row i's band).
        var beforePrevious = [Int](repeating: outside, count: b.count + 1)
        var previous = (0...b.count).map { min($0, outside) }
        var current = [Int](repeating: outside, count: b.count + 1)
        for i in 1...a.count {
            let low = max(1, i - limit), high = min(b.count, i + limit)
            current[0] = i <= limit ? i : outside
            if low > 1 { current[low - 1] = outside }
            var best = current[0]
            for j in low...high {
                cells += 1
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution, outside)
                if swapped(a, b, i, j) { current[j] = min(current[j], beforePrevious[j - 2] + 1) }
                best = min(best, current[j])
            }
            if high < b.count { current[high + 1] = outside }
            // Every path runs through this row: if all of it is past the limit, so is the result.
            if best > limit { return nil }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }
}
