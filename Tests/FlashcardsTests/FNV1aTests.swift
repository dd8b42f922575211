import SeededRandom
import Testing

/// Anki ids and GUIDs, study order and fuzz seeds are FNV-1a hashes written to files: the
/// published 64-bit test vectors pin the algorithm.
@Suite struct FNV1aTests {
    @Test func matchesThePublishedTestVectors() {
        #expect(FNV1a.hash("") == 0xcbf2_9ce4_8422_2325)
        #expect(FNV1a.hash("a") == 0xaf63_dc4c_8601_ec8c)
        #expect(FNV1a.hash("foobar") == 0x8594_4171_f739_67e8)
    }

    @Test func hashingOnFromAHashEqualsHashingTheJoinedText() {
        #expect(FNV1a.hash("card-id", from: FNV1a.hash("namespace:")) == FNV1a.hash("namespace:card-id"))
    }
}
