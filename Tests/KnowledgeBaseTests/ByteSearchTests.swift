import KnowledgeBase
import Testing

/// Markers are found byte for byte wherever they stand, and only where they are whole.
@Suite struct ByteSearchTests {
    @Test func aMarkerIsFoundAtTheStartInTheMiddleAndAtTheEnd() {
        #expect("(Per Apple's documentation.) Asked first".containsBytes("(Per Apple's "))
        #expect("先问。（据真机日志）后面".containsBytes("（据真机日志"))
        #expect("ends with a marker (As logged ".containsBytes("(As logged "))
    }

    @Test func aMarkerCutShortOrMissingIsNotFound() {
        #expect(!"(Per Apple".containsBytes("(Per Apple's "))
        #expect(!"no marker here".containsBytes("（据"))
        #expect("".containsBytes(""))
    }
}
