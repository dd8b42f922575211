/// The HTML that card fields hold in Anki (apkg and TSV alike).
enum HTML {
    /// Escapes the five characters HTML gives meaning to, so text shows as written, and drops
    /// control characters other than tab and line breaks.
    static func escape(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 { appendEscaped(byte, to: &bytes) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Prose as a field shows it: escaped, `backtick spans` as `<code>`, line breaks as `<br>`.
    /// The knowledge base writes method names in backticks, as Markdown does.
    static func prose(_ text: String) -> String {
        let utf8 = Array(text.utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count + 32)
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            if byte == UInt8(ascii: "`"), let close = utf8[(index + 1)...].firstIndex(of: UInt8(ascii: "`")) {
                bytes.append(contentsOf: "<code>".utf8)
                for inner in utf8[(index + 1)..<close] { appendEscaped(inner, to: &bytes) }
                bytes.append(contentsOf: "</code>".utf8)
                index = close + 1
                continue
            }
            switch byte {
            case UInt8(ascii: "\r"):
                break  // the \n of \r\n makes the break
            case UInt8(ascii: "\n"):
                bytes.append(contentsOf: "<br>".utf8)
            default:
                appendEscaped(byte, to: &bytes)
            }
            index += 1
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A text in the card's language(s), each part tagged with its language so Anki picks
    /// Chinese glyphs for Chinese text (CJK fonts differ by language for the same code points).
    static func localized(_ text: LocalizedText, in language: CardLanguage) -> String {
        text.shown(in: language)
            .map { part in
                let tag = part.key == "zh" ? "zh-Hans" : part.key
                return "<div class=\"lq-\(part.key)\" lang=\"\(tag)\">\(prose(part.text))</div>"
            }
            .joined()
    }

    /// Code shown verbatim, whitespace and line breaks kept.
    static func codeBlock(_ code: String) -> String {
        "<pre><code>\(escape(code))</code></pre>"
    }

    /// A callback sequence as a numbered list.
    static func orderedList(_ items: [String]) -> String {
        "<ol class=\"lq-sequence\">" + items.map { "<li><code>\(escape($0))</code></li>" }.joined() + "</ol>"
    }

    /// The seed passages a card cites, one per line.
    static func sources(_ sources: [SourceReference]) -> String {
        sources.map { escape($0.citation) }.joined(separator: "<br>")
    }

    private static func appendEscaped(_ byte: UInt8, to bytes: inout [UInt8]) {
        switch byte {
        case UInt8(ascii: "&"): bytes.append(contentsOf: "&amp;".utf8)
        case UInt8(ascii: "<"): bytes.append(contentsOf: "&lt;".utf8)
        case UInt8(ascii: ">"): bytes.append(contentsOf: "&gt;".utf8)
        case UInt8(ascii: "\""): bytes.append(contentsOf: "&quot;".utf8)
        case UInt8(ascii: "'"): bytes.append(contentsOf: "&#39;".utf8)
        // Control characters are invalid in HTML, and 0x1F would split an Anki note's fields.
        case 0x00...0x08, 0x0B, 0x0C, 0x0E...0x1F, 0x7F: break
        default: bytes.append(byte)
        }
    }
}
