import Testing

@testable import EditDistance

/// "Did you mean" must stay cheap for absurd input and keep finding real typos.
@Suite struct EditDistanceTests {
    @Test(arguments: [
        ("viewDidLod", "viewDidLoad"), ("kitten", "sitting"), ("", "abc"), ("abc", ""), ("主页", "主页面"),
        ("loadview", "viewDidLoad"), ("flaw", "lawn"), ("abcdef", "azcdxf"), ("psuh", "push"), ("layoutSubveiws", "layoutSubviews"),
        ("abab", "baba"), ("ca", "abc"),
    ] as [(String, String)])
    func theBoundedDistanceAgreesWithTheFullOneWithinItsLimit(_ a: String, _ b: String) {
        let full = EditDistance.between(a, b)
        for limit in 0...8 {
            #expect(EditDistance.between(a, b, atMost: limit) == (full <= limit ? full : nil), "limit \(limit)")
        }
    }

    /// Two neighbours swapped is the commonest typo: one edit, not two.
    @Test(arguments: [("psuh", "push"), ("puhs", "push"), ("layoutSubveiws", "layoutSubviews"), ("ab", "ba")] as [(String, String)])
    func aSwapOfNeighboursIsOneEdit(_ typed: String, _ meant: String) {
        #expect(EditDistance.between(typed, meant) == 1)
        #expect(EditDistance.between(typed, meant, atMost: 1) == 1)
    }

    @Test func stringsWhoseLengthsDifferBeyondTheLimitCostNothing() {
        var cells = 0
        let long = Array(String(repeating: "x", count: 100_000).unicodeScalars)
        #expect(EditDistance.banded(long, Array("viewDidLoad".unicodeScalars), limit: 25_000, cells: &cells) == nil)
        #expect(cells == 0)
    }

    @Test func onlyTheBandAroundTheDiagonalIsComputed() {
        var cells = 0
        let a = Array(String(repeating: "ab", count: 500).unicodeScalars)
        let b = Array(String(repeating: "ba", count: 500).unicodeScalars)
        _ = EditDistance.banded(a, b, limit: 3, cells: &cells)
        #expect(cells <= a.count * (2 * 3 + 1))
    }
}
