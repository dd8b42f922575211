import Testing
@testable import KnowledgeBase

/// How search reads a short English word and terms typed together.
struct SearchWordTests {
    /// `app` is a word in "an app's", "apps" and `UIApplication`'s capital-led pieces, not inside
    /// "appear" or "disappear"; `tab` is in `UITabBar`, not in "table".
    @Test(arguments: [
        ("app", "An app's life cycle", true), ("app", "two apps", true), ("app", "viewWillAppear", false),
        ("app", "disappear", false), ("tab", "UITabBarController", true), ("tab", "a table view", false),
        ("load", "loaded lazily", true), ("load", "viewDidLoad()", true),
    ])
    func aShortWordIsFoundAsAWordOnly(word: String, text: String, found: Bool) {
        #expect(SearchQuery.hasWord(word, in: text) == found)
    }

    /// A hit marks a short word only where search counts it as one: not the `tab` inside
    /// "suitable" (twentieth review #4) or the `view` inside "subviews", but the one in
    /// `UITabBar`; a longer term anywhere (`appear` in `viewWillAppear`).
    @Test func aShortWordIsMarkedOnlyWhereItIsAWord() {
        let marked = HighlightedText("a suitable tab in UITabBar", marking: ["tab"]).segments.filter(\.isMatch).map(\.text)
        #expect(marked == ["tab", "Tab"])
        let long = HighlightedText("subviews of a view", marking: ["view"]).segments.filter(\.isMatch).map(\.text)
        #expect(long == ["view"], "\(long)")
        #expect(HighlightedText("viewWillAppear", marking: ["appear"]).matches.count == 1)
    }

    @Test func termsAreTogetherWhenCloseAndInTheTypedOrder() throws {
        let query = try SearchQuery("viewWillAppear not")
        #expect(query.areTogether(in: "viewWillAppear is not called"))
        #expect(!query.areTogether(in: "not called: viewWillAppear"))
        #expect(!query.areTogether(in: "At viewWillAppear(_:) the view is not in the hierarchy"))
        #expect(try SearchQuery("viewDidLoad").areTogether(in: "anything"))
    }

    /// A number is a version unless a count word follows it (`2 次`, `2 times`).
    @Test func aCountIsNoVersion() throws {
        #expect(try SearchQuery("iOS 7 rotation").namesAVersion)
        #expect(try SearchQuery("rotation 8").namesAVersion)
        #expect(try !SearchQuery("viewDidLoad 2 次").namesAVersion)
        #expect(try !SearchQuery("viewDidLoad 2次").namesAVersion)
        #expect(try !SearchQuery("called 2 times").namesAVersion)
    }
}
