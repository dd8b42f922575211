/// The spellings closest to one that matched nothing, for "did you mean viewDidLoad?".
enum NameSuggestions {
    /// Up to `limit` spellings, one per method, closest first: the same bare name with other labels,
    /// then names that contain what was typed, then the smallest edit distances within reason.
    static func closest(to spelling: MethodSpelling, among names: [MethodName], limit: Int = 3) -> [String] {
        let typed = spelling.key
        let tolerance = max(2, typed.count / 3)
        var best: [String: (score: Int, spelling: String)] = [:]
        for name in names {
            let score: Int
            if MethodSpelling.bareKey(of: name.key) == spelling.bareKey {
                score = 0
            } else if typed.count >= 4, name.key.contains(typed) {
                score = 1
            } else {
                let distance = min(EditDistance.between(typed, name.key), EditDistance.between(spelling.bareKey, name.key))
                guard distance <= tolerance else { continue }
                score = 1 + distance
            }
            if let current = best[name.methodID], current.score <= score { continue }
            best[name.methodID] = (score, name.spelling)
        }
        var seen: Set<String> = []
        return best.values
            .sorted { ($0.score, $0.spelling.count, $0.spelling) < ($1.score, $1.spelling.count, $1.spelling) }
            .map(\.spelling)
            .filter { seen.insert($0).inserted }
            .prefix(limit)
            .map { $0 }
    }
}
