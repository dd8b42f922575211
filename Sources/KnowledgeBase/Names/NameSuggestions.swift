import EditDistance

/// The spellings closest to one that matched nothing, for "did you mean viewDidLoad?".
enum NameSuggestions {
    /// Up to `limit` spellings, one per method. When some methods have the same bare name (the
    /// labels or colons were wrong), only those; otherwise names containing what was typed, then
    /// names within a few edits of it, closest first.
    static func closest(to spelling: MethodSpelling, among names: [MethodName], limit: Int = 3) -> [String] {
        var cells = 0
        return closest(to: spelling, among: names, limit: limit, cells: &cells)
    }

    /// The same, counting the edit-distance cells computed (for tests of its cost): what was
    /// typed is measured once, and a candidate whose length alone puts it out of reach is not
    /// compared at all, so a 100,000-character name costs a pass over it, not one per candidate.
    static func closest(to spelling: MethodSpelling, among names: [MethodName], limit: Int, cells: inout Int) -> [String] {
        let typed = spelling.bareKey
        let typedScalars = Array(typed.unicodeScalars)
        // Of one method's spellings, the one shaped like what was typed reads best: `viewDidLoad`
        // for `viewDidLod`, `viewWillAppear(_:)` for `viewWillAppear(animated:)`.
        let typedShape = shape(spelling.key)
        let names = names.sorted { shape($0.key) == typedShape && shape($1.key) != typedShape }
        let sameName = names.filter { MethodSpelling.bareKey(of: $0.key) == typed }
        if !sameName.isEmpty {
            return best(sameName.map { ($0, 0) }, limit: limit)
        }
        let tolerance = max(2, typedScalars.count / 4)
        let scored = names.compactMap { name -> (MethodName, Int)? in
            let candidate = MethodSpelling.bareKey(of: name.key)
            let candidateScalars = Array(candidate.unicodeScalars)
            if typedScalars.count >= 4, typedScalars.count <= candidateScalars.count, candidate.contains(typed) { return (name, 0) }
            return EditDistance.banded(typedScalars, candidateScalars, limit: tolerance, cells: &cells).map { (name, $0) }
        }
        return best(scored, limit: limit)
    }

    private static func shape(_ key: String) -> Character {
        key.contains("(") ? "(" : key.contains(":") ? ":" : " "
    }

    /// The best-scored spelling of each method, best methods first, without repeats.
    private static func best(_ scored: [(name: MethodName, score: Int)], limit: Int) -> [String] {
        var bestOfMethod: [String: (score: Int, spelling: String)] = [:]
        for (name, score) in scored {
            if let current = bestOfMethod[name.methodID], current.score <= score { continue }
            bestOfMethod[name.methodID] = (score, name.spelling)
        }
        return bestOfMethod.values
            .sorted { ($0.score, $0.spelling.count, $0.spelling) < ($1.score, $1.spelling.count, $1.spelling) }
            .map(\.spelling)
            .uniqued()
            .prefix(limit)
            .map { $0 }
    }
}
