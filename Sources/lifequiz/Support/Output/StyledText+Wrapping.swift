import LifecycleEngine

extension StyledText {
    /// The line broken to fit `width` terminal columns, continuation lines indented under the text
    /// (past a leading `• `). Chinese and other wide characters take two columns and may break
    /// anywhere; other text breaks at spaces. Lines of code only are left as they are.
    func wrapped(to width: Int) -> [StyledText] {
        let characters = spans.flatMap { span in span.text.map { ($0, span.style) } }
        guard spans.contains(where: { $0.style != .code && !$0.text.allSatisfy(\.isWhitespace) }),
              characters.reduce(0, { $0 + Self.columns($1.0) }) > width
        else { return [self] }

        var indent = characters.prefix { $0.0 == " " }.count
        if characters.dropFirst(indent).prefix(2).map(\.0) == ["•", " "] { indent += 2 }
        guard indent < width / 2 else { return [self] }

        var lines: [[(Character, TextStyle)]] = [[]]
        var column = 0
        var lastBreak: Int?   // where the current line may be cut: after a space, around a wide character
        func startLine(with carried: ArraySlice<(Character, TextStyle)>) {
            let carried = carried.drop { $0.0 == " " }
            lines.append(Array(repeating: (" ", .plain), count: indent) + carried)
            column = indent + carried.reduce(0) { $0 + Self.columns($1.0) }
            lastBreak = nil
        }
        for character in characters {
            let columns = Self.columns(character.0)
            if column + columns > width {
                guard character.0 != " " else {
                    startLine(with: [])
                    continue
                }
                let current = lines[lines.count - 1]
                let floor = lines.count > 1 ? indent : 0
                let cut = columns == 2 ? current.count : (lastBreak.flatMap { $0 > floor ? $0 : nil } ?? current.count)
                lines[lines.count - 1] = Array(current[..<cut])
                startLine(with: current[cut...])
            }
            if columns == 2 { lastBreak = lines[lines.count - 1].count }
            lines[lines.count - 1].append(character)
            column += columns
            if character.0 == " " || columns == 2 { lastBreak = lines[lines.count - 1].count }
        }
        return lines.filter { !$0.isEmpty }.map(Self.init(characters:))
    }

    private init(characters: [(Character, TextStyle)]) {
        self.init("")
        var grouped: [(text: String, style: TextStyle)] = []
        for (character, style) in characters {
            if let last = grouped.last, last.style == style {
                grouped[grouped.count - 1].text.append(character)
            } else {
                grouped.append((String(character), style))
            }
        }
        replaceSpans(with: grouped)
    }

    /// Terminal columns a character takes: the engine's `displayColumns(of:)`, the one measure
    /// of display width (two for East Asian wide and full-width characters, none for combining marks).
    static func columns(_ character: Character) -> Int {
        displayColumns(of: String(character))
    }
}
