/// How far an answer's order is from the true order.
enum OrderMeasures {
    /// Pairs of items the answer puts the wrong way round (Kendall tau distance).
    static func discordantPairs(_ given: [Int], _ expected: [Int]) -> Int {
        let rank = Dictionary(uniqueKeysWithValues: expected.enumerated().map { ($0.element, $0.offset) })
        var count = 0
        for i in given.indices {
            for j in given.indices where j > i && rank[given[i]]! > rank[given[j]]! { count += 1 }
        }
        return count
    }

    /// Share of pairs in the right order: 1 for a perfect answer, 0 for the reversed order.
    static func score(_ given: [Int], _ expected: [Int]) -> Double {
        let pairs = expected.count * (expected.count - 1) / 2
        guard pairs > 0 else { return 1 }
        return 1 - Double(discordantPairs(given, expected)) / Double(pairs)
    }

    /// Items outside one longest common subsequence: the fewest that must move to fix the answer.
    static func misplaced(_ given: [Int], _ expected: [Int]) -> Set<Int> {
        let n = given.count, m = expected.count
        // table[i * width + j]: the longest common subsequence of given[i...] and expected[j...].
        let width = m + 1
        var table = [Int](repeating: 0, count: (n + 1) * width)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i * width + j] = given[i] == expected[j]
                    ? table[(i + 1) * width + j + 1] + 1 : max(table[(i + 1) * width + j], table[i * width + j + 1])
            }
        }
        var kept = Set<Int>(minimumCapacity: n)
        var i = 0, j = 0
        while i < n, j < m {
            if given[i] == expected[j] {
                kept.insert(given[i])
                i += 1
                j += 1
            } else if table[(i + 1) * width + j] >= table[i * width + j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return Set(given).subtracting(kept)
    }
}
