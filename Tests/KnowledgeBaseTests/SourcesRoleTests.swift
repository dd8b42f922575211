import Testing
import KnowledgeBase

/// A text cites its seed passages as its source unless an evidence marker opens it in both
/// languages: then they are only "see also".
struct SourcesRoleTests {
    @Test(arguments: [
        ("（据 Apple 文档）iOS 13 起调用。", "(Per Apple's documentation.) Called since iOS 13.", SourcesRole.seeAlso),
        ("（据真机日志）先于 viewDidAppear。", "(As logged on devices.) Before viewDidAppear.", .seeAlso),
        ("每次加载调用一次。（据 Apple 文档）挂起的 App 收不到。", "Once per load. (Per Apple's documentation.) A suspended app gets none.", .source),
        ("每次加载调用一次。", "Called once per load.", .source),
    ])
    func aMarkerOpeningTheTextMakesItsPassagesSeeAlso(zh: String, en: String, role: SourcesRole) {
        #expect(SourcesRole(citedBy: LocalizedText(zh: zh, en: en)) == role)
    }

}
