import Testing
@testable import KnowledgeBase

/// Version ranges as people read them (`show`) and as flashcard tags (export).
struct VersionRangeNotationTests {
    @Test(arguments: [
        (VersionRange(from: 9, to: 9), "iOS 9", "ios9"),
        (VersionRange(from: 6, to: 12), "iOS 6–12", "ios6-12"),
        (VersionRange(from: 6, to: nil), "iOS 6+", "ios6+"),
        (VersionRange(from: nil, to: 5), "iOS ≤5", "ios≤5"),
        (VersionRange(from: nil, to: nil), "", "ios"),
    ])
    func aRangeIsWrittenForPeopleAndAsATag(range: VersionRange, text: String, tag: String) {
        #expect(range.written(.text) == text)
        #expect(range.written(.tag) == tag)
    }
}
