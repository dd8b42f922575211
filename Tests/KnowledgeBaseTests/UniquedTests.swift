import Testing
import KnowledgeBase

/// `uniqued()` keeps each element where it first occurs, whether it compares (short inputs) or
/// hashes (long ones).
struct UniquedTests {
    @Test func aShortListKeepsFirstOccurrences() {
        #expect(["b", "a", "b", "c", "a"].uniqued() == ["b", "a", "c"])
        #expect([String]().uniqued() == [])
    }

    @Test func aLongListKeepsFirstOccurrencesPastTheComparedOnes() {
        let values = (0..<40).map { $0 % 25 } + (0..<30).reversed()
        #expect(values.uniqued() == Array(0..<25) + (25..<30).reversed())
    }
}
