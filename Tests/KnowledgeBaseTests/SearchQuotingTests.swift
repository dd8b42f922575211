import TestSupport
import Testing
@testable import KnowledgeBase

/// Quotes inside search text are literal, whatever follows them.
struct SearchQuotingTests {
    let directory: TemporaryDirectory
    let knowledge: KnowledgeDatabase

    init() throws {
        directory = try TemporaryDirectory()
        knowledge = try directory.fixtureDatabase()
    }

    @Test(arguments: ["viewWillAppear\"\u{301}layout", "\"\u{301}\u{301}abc", "ab\"\u{308}"])
    func aQuoteWithACombiningMarkIsSearchedForNotAQueryError(_ text: String) throws {
        #expect(try knowledge.search(text, language: .en).isEmpty)
    }
}
