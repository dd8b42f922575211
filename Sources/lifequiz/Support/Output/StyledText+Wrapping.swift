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

    /// Terminal columns a character takes: two for East Asian wide and full-width characters.
    static func columns(_ character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first?.value else { return 0 }
        switch scalar {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }
}
