import KnowledgeBase
import Quiz
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

    @Test func snippetKeepsItsWhitespaceInsidePreCodeAndIsHighlighted() {
        #expect(html { $0.appendSwiftBlock("if a < b {\n\tprint(\"x\")\n}") } ==
            #"<pre><code class="swift"><span class="sx-k" style="color:#9b2393">if</span> a &lt; b {"#
            + "\n\tprint(" + #"<span class="sx-s" style="color:#c41a16">&quot;x&quot;</span>)"# + "\n}</code></pre>")
    }

    /// Code is read as bytes, but a letter outside ASCII still belongs to its identifier, and a
    /// capital one still makes it a type.
    @Test func identifiersOutsideASCIIAreHighlightedByTheirUnicodeProperties() {
        #expect(html { $0.appendSwiftBlock("let café = Über()\n// 注释") } ==
            #"<pre><code class="swift"><span class="sx-k" style="color:#9b2393">let</span> café = "#
            + #"<span class="sx-t" style="color:#0b4f79">Über</span>()"# + "\n"
            + #"<span class="sx-c" style="color:#5d6c79">// 注释</span></code></pre>"#)
    }

    /// The point of a pitfall's code is often its comment: on a phone it must not be what is cut off.
    @Test func aTrailingCommentMovesAboveItsLine() {
        #expect(CodeLayout.commentsOnOwnLines("    foo()   // never runs\nlet s = \"a // b\"\n// alone") ==
            "    // never runs\n    foo()\nlet s = \"a // b\"\n// alone")
    }

    @Test func bilingualTextShowsChineseThenEnglishTaggedWithTheirLanguages() {
        let text = LocalizedText(zh: "视图", en: "view")
        #expect(html { $0.appendLocalized(text, in: .both) } ==
            #"<div lang="zh-Hans">视图</div><div lang="en">view</div>"#)
        #expect(html { $0.appendLocalized(text, in: .en) } == #"<div lang="en">view</div>"#)
    }

    @Test func callbackSequenceIsANumberedList() {
        let steps = OrderingSteps(phases: [.init(step: "", number: 0, callbacks: ["A.viewDidLoad()", "B.<init>"])], classes: [])
        #expect(html { $0.appendOrderingSteps(steps, language: .en) } ==
            #"<ol class="lq-sequence"><li><code>A.viewDidLoad()</code></li><li><code>B.&lt;init&gt;</code></li></ol>"#)
    }

    /// Several steps: a list per step under its name, numbering on; each object in its colour;
    /// the objects' classes last.
    @Test func stepsAreListedUnderTheirNamesWithObjectsColouredAndNamed() {
        let steps = OrderingSteps(
            phases: [.init(step: "launch nav(A)", number: 1, callbacks: ["A viewDidLoad()"]),
                     .init(step: "push B", number: 2, callbacks: ["B viewDidLoad()", "A viewWillDisappear(_:)"])],
            classes: [(object: "Nav", className: "UINavigationController"), (object: "A", className: "UIViewController"),
                      (object: "B", className: "UIViewController")])
        let markup = html { $0.appendOrderingSteps(steps, language: .en) }
        #expect(markup.contains(#"<div class="lq-phase">▸ push B</div><ol class="lq-sequence" start="2">"#))
        #expect(markup.contains(#"<li><code><span class="lq-o3" style="color:#26a269;font-weight:600">B</span> viewDidLoad()</code></li>"#))
        #expect(markup.hasSuffix(#"<div class="lq-cast">Nav: UINavigationController · A, B: UIViewController</div>"#))
    }
}
