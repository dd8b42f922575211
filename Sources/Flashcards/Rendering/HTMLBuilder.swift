import KnowledgeBase
import Quiz

/// Builds field HTML as UTF-8 bytes. Exports render tens of thousands of fields; appending
/// bytes to one buffer avoids the intermediate strings that dominated the export's profile.
struct HTMLBuilder: TextOutputStream {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 256) {
        bytes.reserveCapacity(capacity)
    }

    var string: String { String(decoding: bytes, as: UTF8.self) }

    /// Empties the buffer but keeps its storage, to build the next note in it.
    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }

    /// Markup, written as is.
    mutating func appendMarkup(_ markup: String) {
        bytes.append(contentsOf: markup.utf8)
    }

    /// As a `TextOutputStream`, for formatters that write text piece by piece: escaped.
    mutating func write(_ string: String) {
        appendEscaped(string)
    }

    /// Markup already in bytes, written as is.
    mutating func appendBytes(_ markup: [UInt8]) {
        bytes.append(contentsOf: markup)
    }

    /// UTF-8 text, escaped as `appendEscaped(_:)` escapes a string.
    mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        appendText(utf8, prose: false)
    }

    /// A single byte, e.g. a separator between fields.
    mutating func appendByte(_ byte: UInt8) {
        bytes.append(byte)
    }

    /// Text with the five HTML-special characters escaped and control characters other than
    /// tab and line breaks dropped.
    mutating func appendEscaped(_ text: String) {
        var text = text
        text.withUTF8 { appendText($0, prose: false) }
    }

    /// Prose: escaped, `backtick spans` as `<code>`, line breaks as `<br>`. The knowledge base
    /// writes method names in backticks, as Markdown does.
    mutating func appendProse(_ text: String) {
        var text = text
        text.withUTF8 { appendText($0, prose: true) }
    }

    /// A text in the card's language(s), each part tagged with its language so Anki picks
    /// Chinese glyphs for Chinese text (CJK fonts differ by language for the same code points).
    mutating func appendLocalized(_ text: LocalizedText, in language: CardLanguage) {
        text.forEachShown(in: language) { key, text in appendProse(text, languageKey: key) }
    }

    /// Prose in one language (`zh` or `en`), tagged with it.
    mutating func appendProse(_ text: String, languageKey: String) {
        appendMarkup(languageKey == "zh" ? #"<div lang="zh-Hans">"# : #"<div lang="en">"#)
        appendProse(text)
        appendMarkup("</div>")
    }

    /// Swift laid out for a phone (comments on their own lines) and highlighted, whitespace and
    /// line breaks kept.
    /// `mark` ("✗ Bug", "✓ Fixed") heads the block, telling the bug from its fix.
    mutating func appendSwiftBlock(_ code: String, mark: String? = nil) {
        if let mark {
            appendMarkup(#"<div class="lq-mark">"#)
            appendEscaped(mark)
            appendMarkup("</div>")
        }
        appendMarkup(#"<pre><code class="swift">"#)
        SwiftHighlighter.appendHTML(CodeLayout.commentsOnOwnLines(code), to: &self)
        appendMarkup("</code></pre>")
    }

    /// A callback sequence as numbered lists, one per step under the step's name when there are
    /// several, each object in its own colour, then the class of each object.
    mutating func appendOrderingSteps(_ steps: OrderingSteps, language: CardLanguage) {
        let colours = Dictionary(uniqueKeysWithValues: steps.classes.enumerated().map { ($0.element.object, $0.offset % Self.objectColours.count) })
        var number = 1
        for phase in steps.phases {
            if steps.phases.count > 1 {
                appendMarkup(#"<div class="lq-phase">▸ "#)
                appendEscaped(phase.step)
                appendMarkup("</div>")
            }
            appendMarkup(number == 1 ? #"<ol class="lq-sequence">"# : #"<ol class="lq-sequence" start="\#(number)">"#)
            for (position, item) in phase.callbacks.enumerated() {
                appendMarkup(phase.differing.contains(position) ? #"<li class="lq-differs"><code>"# : "<li><code>")
                let object = item.prefix { $0 != " " }
                if let colour = colours[String(object)], object.count < item.count {
                    appendMarkup(#"<span class="lq-o\#(colour + 1)" style="color:\#(Self.objectColours[colour]);font-weight:600">"#)
                    appendEscaped(String(object))
                    appendMarkup("</span>")
                    appendEscaped(String(item.dropFirst(object.count)))
                } else {
                    appendEscaped(item)
                }
                appendMarkup("</code></li>")
            }
            appendMarkup("</ol>")
            number += phase.callbacks.count
        }
        if let version = steps.comparedWith {
            appendMarkup(#"<div class="lq-cast lq-differs-note">"#)
            appendEscaped(CardBlock.label("export.ordering-differs", in: language, ["version": "\(version)"]))
            appendMarkup("</div>")
        }
        if !steps.classes.isEmpty {
            appendMarkup(#"<div class="lq-cast">"#)
            let byClass = Dictionary(grouping: steps.classes, by: \.className)
            let classes = steps.classes.map(\.className).uniqued()
            appendEscaped(classes.map { name in byClass[name]!.map(\.object).joined(separator: ", ") + ": " + name }.joined(separator: " · "))
            appendMarkup("</div>")
        }
    }

    /// One colour per object of an ordering (light theme; night mode overrides them in CSS).
    static let objectColours = ["#1a5fb4", "#c64600", "#26a269", "#9141ac", "#a51d2d", "#986a44"]

    /// The documents a card cites, by title, folded under a small label (`label`, a catalog key:
    /// "Source" or "See also"): where a fact comes from matters less than the fact. The Apple page
    /// the card draws on, if any, follows them.
    mutating func appendSourceNames(_ names: LocalizedText, label: String, apple: String?, in language: CardLanguage) {
        appendMarkup("<details><summary>")
        appendEscaped(CardBlock.label(label, in: language))
        appendMarkup("</summary>")
        appendLocalized(names, in: language)
        appendApplePage(apple)
        appendMarkup("</details>")
    }

    /// The seed passages a card cites, one per line, their sections named for the card's reader;
    /// after `label` ("See also"), if given, then the Apple page the card draws on.
    mutating func appendSources(_ sources: [Citation], label: String?, apple: String?, in language: CardLanguage) {
        if let label { appendEscaped(CardBlock.label(label, in: language) + ": ") }
        for (index, source) in sources.enumerated() {
            if index > 0 { appendMarkup("<br>") }
            source.writeFullText(to: &self, in: language)
        }
        appendApplePage(apple)
    }

    /// A link a learner can tap in Anki, on a phone too.
    private mutating func appendApplePage(_ address: String?) {
        guard let address else { return }
        appendMarkup("<br><a href=\"")
        appendEscaped(address)
        appendMarkup("\">")
        appendEscaped(address)
        appendMarkup("</a>")
    }

    /// Copies runs of ordinary bytes in one go and handles the few that need care; UTF-8
    /// continuation bytes are never ASCII, so multi-byte characters pass through whole.
    private mutating func appendText(_ utf8: UnsafeBufferPointer<UInt8>, prose: Bool) {
        var runStart = 0
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            if Self.isOrdinary(byte) {
                index += 1
                continue
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
            index += 1
            switch byte {
            case UInt8(ascii: "`") where prose:
                if let close = utf8[index...].firstIndex(of: UInt8(ascii: "`")) {
                    appendMarkup("<code>")
                    appendText(UnsafeBufferPointer(rebasing: utf8[index..<close]), prose: false)
                    appendMarkup("</code>")
                    index = close + 1
                } else {
                    bytes.append(byte)  // an unmatched backtick is just a character
                }
            case UInt8(ascii: "\n") where prose: appendMarkup("<br>")
            case UInt8(ascii: "\r") where prose: break  // the \n of \r\n makes the break
            case UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "`"): bytes.append(byte)
            case UInt8(ascii: "&"): appendMarkup("&amp;")
            case UInt8(ascii: "<"): appendMarkup("&lt;")
            case UInt8(ascii: ">"): appendMarkup("&gt;")
            case UInt8(ascii: "\""): appendMarkup("&quot;")
            case UInt8(ascii: "'"): appendMarkup("&#39;")
            // Other control characters are invalid in HTML, and 0x1F would split an Anki
            // note's fields: dropped.
            default: break
            }
            runStart = index
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
    }

    /// Printable and not special in HTML or prose.
    @inline(__always)
    private static func isOrdinary(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x00...0x1F, 0x7F, UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""),
            UInt8(ascii: "'"), UInt8(ascii: "`"):
            false
        default:
            true
        }
    }
}

