import Testing

@testable import KnowledgeBase

/// "Did you mean" for method names stays cheap for absurd input and keeps finding real typos.
@Suite struct NameSuggestionsTests {
    @Test func aHugeUnknownNameIsComparedWithoutCostAndSuggestsNothing() throws {
        let names = [MethodName(key: "viewdidload", methodID: "UIViewController.viewDidLoad()", spelling: "viewDidLoad"),
                     MethodName(key: "loadview", methodID: "UIViewController.loadView()", spelling: "loadView")]
        var cells = 0
        let typed = try #require(MethodSpelling(String(repeating: "q", count: 100_000)))
        #expect(NameSuggestions.closest(to: typed, among: names, limit: 3, cells: &cells).isEmpty)
        #expect(cells == 0)
    }

    @Test func aTypoStillFindsItsMethod() throws {
        let names = [MethodName(key: "viewdidload", methodID: "UIViewController.viewDidLoad()", spelling: "viewDidLoad"),
                     MethodName(key: "loadview", methodID: "UIViewController.loadView()", spelling: "loadView")]
        let typed = try #require(MethodSpelling("viewDidLod"))
        #expect(NameSuggestions.closest(to: typed, among: names) == ["viewDidLoad"])
    }

    @Test func aLongRunOfTrailingSemicolonsIsTrimmedInOnePass() throws {
        let spelling = try #require(MethodSpelling("viewDidLoad" + String(repeating: ";", count: 100_000)))
        #expect(spelling.key == "viewdidload")
    }
}
