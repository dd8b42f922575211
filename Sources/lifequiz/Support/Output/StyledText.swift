import KnowledgeBase

/// One line of output made of styled spans.
struct StyledText: ExpressibleByStringLiteral {
    private(set) var spans: [(text: String, style: TextStyle)]

    init(_ text: String, _ style: TextStyle = .plain) {
        spans = [(text, style)]
    }

    init(stringLiteral text: String) {
        self.init(text)
    }

    /// A search excerpt with its matches in `.highlight`, the rest in `style`.
    init(_ highlighted: HighlightedText, _ style: TextStyle = .plain) {
        spans = highlighted.segments.map { ($0.text, $0.isMatch ? .highlight : style) }
    }

    mutating func replaceSpans(with spans: [(text: String, style: TextStyle)]) {
        self.spans = spans
    }

    static func + (lhs: StyledText, rhs: StyledText) -> StyledText {
        var joined = lhs
        joined.spans += rhs.spans
        return joined
    }

    /// The text without styles.
    var plainText: String { spans.map(\.text).joined() }

    /// The line without the spaces at its end (padding a table row would otherwise leave).
    func trimmingTrailingSpaces() -> StyledText {
        var trimmed = self
        while let last = trimmed.spans.last, last.text.last == " " || last.text.isEmpty {
            let text = String(last.text.reversed().drop { $0 == " " }.reversed())
            if text.isEmpty { trimmed.spans.removeLast() } else { trimmed.spans[trimmed.spans.count - 1].text = text }
        }
        return trimmed
    }

    func rendered(colour: Bool) -> String {
        spans.map { span in
            colour && span.style != .plain ? span.style.ansi + span.text + TextStyle.reset : span.text
        }.joined()
    }
}
