import KnowledgeBase
import Testing

@testable import Flashcards

/// Field text reaches Anki as HTML that shows exactly what was written.
@Suite struct HTMLBuilderTests {
    private func html(_ build: (inout HTMLBuilder) -> Void) -> String {
        var builder = HTMLBuilder()
        build(&builder)
        return builder.string
    }

    @Test func specialCharactersAreEscaped() {
        #expect(html { $0.appendEscaped(#"a < b && c > "d" 'e'"#) } == "a &lt; b &amp;&amp; c &gt; &quot;d&quot; &#39;e&#39;")
    }

    @Test func controlCharactersThatWouldSplitAnkiFieldsAreDropped() {
        #expect(html { $0.appendEscaped("a\u{1f}b\u{0}c\td") } == "abc\td")
    }

    @Test func backtickSpansBecomeCodeAndLineBreaksBecomeBr() {
        #expect(html { $0.appendProse("Call `super.viewDidLoad()` <first>\r\nthen `a<b`") } ==
            "Call <code>super.viewDidLoad()</code> &lt;first&gt;<br>then <code>a&lt;b</code>")
    }

    @Test func unmatchedBacktickStaysLiteral() {
        #expect(html { $0.appendProse("it's `odd") } == "it&#39;s `odd")
    }

    @Test func snippetKeepsItsWhitespaceInsidePreCode() {
        #expect(html { $0.appendCodeBlock("if a < b {\n\tprint(\"x\")\n}") } ==
            "<pre><code>if a &lt; b {\n\tprint(&quot;x&quot;)\n}</code></pre>")
    }

    @Test func bilingualTextShowsChineseThenEnglishTaggedWithTheirLanguages() {
        let text = LocalizedText(zh: "视图", en: "view")
        #expect(html { $0.appendLocalized(text, in: .both) } ==
            #"<div lang="zh-Hans">视图</div><div lang="en">view</div>"#)
        #expect(html { $0.appendLocalized(text, in: .en) } == #"<div lang="en">view</div>"#)
    }

    @Test func callbackSequenceIsANumberedList() {
        #expect(html { $0.appendOrderedList(["A.viewDidLoad()", "B.<init>"]) } ==
            #"<ol class="lq-sequence"><li><code>A.viewDidLoad()</code></li><li><code>B.&lt;init&gt;</code></li></ol>"#)
    }
}
