/// Aligns two sequences by a longest common subsequence: what a log shares with a trace, what two
/// versions' traces share. Quadratic in time and space, which the few hundred callbacks of a
/// scenario afford.
public enum LongestCommonSubsequence {
    /// Index pairs (first, second) of one longest common subsequence, in order; `same(i, j)` says
    /// whether item `i` of the first sequence may stand for item `j` of the second.
    public static func pairs(_ firstCount: Int, _ secondCount: Int, same: (Int, Int) -> Bool) -> [(first: Int, second: Int)] {
        pairs(firstCount, secondCount) { same($0, $1) ? 1 : 0 }
    }

    /// Index pairs of the common subsequence of greatest total weight, in order; `weight(i, j)` is
    /// 0 where item `i` cannot stand for item `j`, and more for a closer match, so that of two
    /// equally long alignments the one pairing closer items wins.
    public static func pairs(_ firstCount: Int, _ secondCount: Int, weight: (Int, Int) -> Int) -> [(first: Int, second: Int)] {
        guard firstCount > 0, secondCount > 0 else { return [] }
        let width = secondCount + 1
        var table = [Int](repeating: 0, count: (firstCount + 1) * width)
        for i in stride(from: firstCount - 1, through: 0, by: -1) {
            for j in stride(from: secondCount - 1, through: 0, by: -1) {
                let skip = max(table[(i + 1) * width + j], table[i * width + j + 1])
                let match = weight(i, j)
                table[i * width + j] = match > 0 ? max(skip, table[(i + 1) * width + j + 1] + match) : skip
            }
        }
        var pairs: [(first: Int, second: Int)] = []
        var i = 0, j = 0
        while i < firstCount, j < secondCount {
            let match = weight(i, j)
            if match > 0, table[i * width + j] == table[(i + 1) * width + j + 1] + match {
                pairs.append((i, j)); i += 1; j += 1
            } else if table[(i + 1) * width + j] >= table[i * width + j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return pairs
    }
}
