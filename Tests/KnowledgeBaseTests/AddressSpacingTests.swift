import KnowledgeBase
import Testing

/// Web addresses in evidence stay clickable: Chinese right after one is set apart by a space.
@Suite struct AddressSpacingTests {
    @Test func chineseAfterAnAddressIsSetApart() {
        #expect("见 https://stackoverflow.com/questions/63520008；再次启动".addressesSetApart == "见 https://stackoverflow.com/questions/63520008 ；再次启动")
        #expect("https://github.com/objcio/articles（2014-12-10-debugging.md）".addressesSetApart
            == "https://github.com/objcio/articles （2014-12-10-debugging.md）")
    }

    @Test func everyAddressEndsAtItsOwnBoundary() {
        #expect("http://a.com/x，和\thttps://b.org/y。\nhttp://c.net/z".addressesSetApart
            == "http://a.com/x ，和\thttps://b.org/y 。\nhttp://c.net/z")
        #expect("链接 https://a.com/x 之后，再 见".addressesSetApart == "链接 https://a.com/x 之后，再 见")
    }

    @Test func englishTextAndAddressesEndingInASpaceAreUnchanged() {
        let text = "an iOS 12.2 log https://github.com/a/b/blob/master/c.md; Apple's page (animated:)."
        #expect(text.addressesSetApart == text)
    }
}
