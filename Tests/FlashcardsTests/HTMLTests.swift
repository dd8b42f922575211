import Testing

@testable import Flashcards

/// Field text reaches Anki as HTML that shows exactly what was written.
@Suite struct HTMLTests {
    @Test func specialCharactersAreEscaped() {
        #expect(HTML.escape(#"a < b && c > "d" 'e'"#) == "a &lt; b &amp;&amp; c &gt; &quot;d&quot; &#39;e&#39;")
    }

    @Test func controlCharactersThatWouldSplitAnkiFieldsAreDropped() {
        #expect(HTML.escape("a\u{1f}b\u{0}c\td") == "abc\td")
    }

    @Test func backtickSpansBecomeCodeAndLineBreaksBecomeBr() {
        #expect(HTML.prose("Call `super.viewDidLoad()` <first>\r\nthen `a<b`") ==
            "Call <code>super.viewDidLoad()</code> &lt;first&gt;<br>then <code>a&lt;b</code>")
    }

    @Test func unmatchedBacktickStaysLiteral() {
        #expect(HTML.prose("it's `odd") == "it&#39;s `odd")
    }

    @Test func snippetKeepsItsWhitespaceInsidePreCode() {
        #expect(HTML.codeBlock("if a < b {\n\tprint(\"x\")\n}") ==
            "<pre><code>if a &lt; b {\n\tprint(&quot;x&quot;)\n}</code></pre>")
    }

    @Test func bilingualTextShowsChineseThenEnglishTaggedWithTheirLanguages() {
        let text = LocalizedText(zh: "视图", en: "view")
        #expect(HTML.localized(text, in: .both) ==
            #"<div class="lq-zh" lang="zh-Hans">视图</div><div class="lq-en" lang="en">view</div>"#)
        #expect(HTML.localized(text, in: .en) == #"<div class="lq-en" lang="en">view</div>"#)
    }

    @Test func callbackSequenceIsANumberedList() {
        #expect(HTML.orderedList(["A.viewDidLoad()", "B.<init>"]) ==
            #"<ol class="lq-sequence"><li><code>A.viewDidLoad()</code></li><li><code>B.&lt;init&gt;</code></li></ol>"#)
    }
}
