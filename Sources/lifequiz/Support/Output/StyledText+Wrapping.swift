import DisplayWidth

extension StyledText {
    /// The line broken to fit `width` terminal columns (display columns: Chinese and other wide
    /// characters take two), continuation lines indented under the text (past a leading `• `, `↳ `,
    /// a note's `# `, a number's `1. `, an option's `a) ` or a short label set off by two spaces, as `Swift  `).
    /// Wide characters may break anywhere; other text breaks at spaces (a name longer than the
    /// line after a `:` or `.`), and a web address is never broken (one longer than the line
    /// overflows it). An object's name stays with the callback after it (`App application(_:…)`),
    /// and code breaks between parameters, not inside a type (`[UIApplication.LaunchOptionsKey:
    /// Any]`, `(UITraitCollection *)`). Lines of code only are left as they are, unless `hard` (a
    /// table cell), which wraps everything and indents nothing.
    func wrapped(to width: Int, hard: Bool = false) -> [StyledText] {
        let characters = spans.flatMap { span in span.text.map { ($0, span.style) } }
        guard width > 0,
              hard || spans.contains(where: { $0.style != .code && !$0.text.allSatisfy(\.isWhitespace) }),
              characters.reduce(0, { $0 + Self.columns($1.0) }) > width
        else { return [self] }

        var indent = characters.prefix { $0.0 == " " }.count
        let marker = characters.dropFirst(indent).prefix(2).map(\.0)
        if marker == ["•", " "] || marker == ["↳", " "] || marker == ["#", " "] { indent += 2 }
        // A numbered item (`1. extra …`) continues under its text too.
        let digits = characters.dropFirst(indent).prefix { $0.0.isASCII && $0.0.isNumber }.count
        if digits > 0, characters.dropFirst(indent + digits).prefix(2).map(\.0) == [".", " "] { indent += digits + 2 }
        // So does a lettered option (`a) …`).
        if let letter = characters.dropFirst(indent).first?.0, letter.isASCII, letter.isLowercase,
           characters.dropFirst(indent + 1).prefix(2).map(\.0) == [")", " "] { indent += 3 }
        if indent <= 2, let label = Self.labelColumns(characters.dropFirst(indent)) { indent += label }
        if hard { indent = 0 }
        guard indent < width / 2 || hard else { return [self] }

        var lines: [[(Character, TextStyle)]] = [[]]
        var column = 0
        var lastBreak: Int?   // where the current line may be cut: after a space, around a wide character
        var previousBreak: Int?   // the break before that one
        var nameBreak: Int?   // after a `:` or `.` inside a word: where a name longer than the line is cut
        func startLine(with carried: ArraySlice<(Character, TextStyle)>) {
            let carried = carried.drop { $0.0 == " " }
            lines.append(Array(repeating: (" ", .plain), count: indent) + carried)
            column = indent + carried.reduce(0) { $0 + Self.columns($1.0) }
            // The text's start, as after the first line's indent: an object name that opens the
            // line is known as such when its callback overflows.
            lastBreak = indent
            previousBreak = nil
            // A name carried down keeps the places it may still be cut (`Delegate.` `presentation…`).
            nameBreak = Self.lastNameBreak(in: carried).map { indent + $0 }
        }
        var codeBrackets = 0   // how deep in a code span's `[`: a type, not broken
        for (position, character) in characters.enumerated() {
            let columns = Self.columns(character.0)
            if character.1 == .code, !hard {
                if character.0 == "[" { codeBrackets += 1 }
                if character.0 == "]" { codeBrackets = max(0, codeBrackets - 1) }
            }
            let next = characters.indices.contains(position + 1) ? characters[position + 1] : nil
            let breaksCode = character.1 != .code || hard || (codeBrackets == 0 && next?.0 != "*")
            // A space before closing punctuation (an address set apart from its `；`) binds them, as
            // do the space of a call's nil (`willMove(toParent: nil)`) and of a citation (`[000 §`),
            // the space before a dash (`A viewDidAppear(_:) — as explained above`), which never
            // starts a line, and the space in a command (`lifequiz learn`, `simulate --explain`),
            // which stays on one line.
            let breaksAtSpace = breaksCode && !(next.map { Self.closingPunctuation.contains($0.0) || $0.0 == "—" } ?? false)
                && !Self.passesNil(characters, spaceAt: position) && !Self.isInACommand(characters, spaceAt: position)
                && !Self.followsACitationsNumber(characters, spaceAt: position)
            if column + columns > width, character.0 == " ", breaksAtSpace {
                // The space itself overflows: the line ends here, unless that parts a name from its callback.
                let current = lines[lines.count - 1]
                guard let name = lastBreak, name > (lines.count > 1 ? indent : 0),
                      Self.isObjectName(current[name...]), Self.startsACallback(characters[(position + 1)...])
                else {
                    startLine(with: [])
                    continue
                }
                lines[lines.count - 1] = Array(current[..<name])
                startLine(with: current[name...])
            } else if column + columns > width {
                let current = lines[lines.count - 1]
                // Never cut inside the indent: a line of nothing but it (or of a `1. `) says nothing.
                let floor = indent
                var wordBreak = lastBreak.flatMap { $0 > floor ? $0 : nil }
                if let name = wordBreak, let earlier = previousBreak, earlier >= floor,
                   Self.isObjectName(current[earlier..<(name - 1)]), Self.startsACallback(current[name...] + characters[position...]) {
                    // The name opens the line: it stays, and the callback is cut inside instead.
                    wordBreak = earlier > floor ? earlier : nil
                }
                // An address longer than the line stays whole on a line of its own: the terminal
                // wraps it, and it can still be clicked and copied. Chinese text after it starts the
                // next line; its closing punctuation (`；`) stays with the address, and whatever
                // follows that (`；Apple`) starts the next line too.
                if !hard, wordBreak == nil, Self.startsAnAddress(current[min(floor, current.count)...]) {
                    let addressEnded = current.last.map { Self.closingPunctuation.contains($0.0) } ?? false
                    guard columns == 2 || addressEnded, !Self.closingPunctuation.contains(character.0) else {
                        lines[lines.count - 1].append(character)
                        column += columns
                        continue
                    }
                    startLine(with: [])
                } else {
                    let nameCut = Self.typeBreak(in: current, after: floor, rest: characters[position...], room: width - indent)
                        ?? nameBreak.flatMap { $0 > floor ? $0 : nil }
                    var cut = columns == 2 ? current.count : (wordBreak ?? nameCut ?? current.count)
                    // A closing bracket never goes alone onto a line: `handler:` `)` breaks one place earlier.
                    if hard, character.0 == ")", cut == current.count, let earlier = previousBreak, earlier > floor { cut = earlier }
                    // Chinese closing punctuation never starts a line: the character before it comes along
                    // (the whole word, if that is not Chinese).
                    if Self.closingPunctuation.contains(character.0) {
                        let previousIsWide = current.last.map { Self.columns($0.0) == 2 } ?? false
                        var earlier = previousIsWide ? current.count - 1 : (wordBreak ?? current.count - 1)
                        // A run of closing punctuation (“）、”) moves as one, with the character before it.
                        while earlier > floor, earlier < current.count, Self.closingPunctuation.contains(current[earlier].0) { earlier -= 1 }
                        // A word of Latin letters (`viewWillAppear）`) comes along whole, not its last letter.
                        while earlier > floor, earlier < current.count, Self.isWordCharacter(current[earlier].0), Self.isWordCharacter(current[earlier - 1].0) { earlier -= 1 }
                        if earlier > floor, earlier < current.count { cut = earlier }
                    }
                    // An opening bracket never ends a line: it moves down with what it opens.
                    while cut - 1 > floor, cut <= current.count, Self.openingPunctuation.contains(current[cut - 1].0) { cut -= 1 }
                    lines[lines.count - 1] = Array(current[..<cut])
                    startLine(with: current[cut...])
                }
            }
            if columns == 2 { (previousBreak, lastBreak) = (lastBreak, lines[lines.count - 1].count) }
            // A continuation line starts with its text, not with the second space of a gap (`  Sources:`).
            if character.0 == " ", breaksAtSpace, lines.count > 1, lines[lines.count - 1].count == indent { continue }
            lines[lines.count - 1].append(character)
            column += columns
            // In a table cell a method name may also break after its punctuation: `application(` `_:`;
            // a bracket that opens an aside, after a space, stays with the word it opens.
            if (character.0 == " " && breaksAtSpace) || columns == 2 || (hard && "(:,".contains(character.0) && !Self.opensAside(lines[lines.count - 1]))
                || (!hard && character.1 == .code && character.0 == ":" && next?.0 == "(") {
                (previousBreak, lastBreak) = (lastBreak, lines[lines.count - 1].count)
            }
            if Self.cutsAName(after: character.0, before: next?.0) {
                nameBreak = lines[lines.count - 1].count
            }
        }
        return lines.filter { !$0.isEmpty }.map(Self.init(characters:))
    }

    /// Where `word` may be cut as a name longer than the line: after its last `:` or `.` that a
    /// letter follows, counted from its start.
    private static func lastNameBreak(in word: ArraySlice<(Character, TextStyle)>) -> Int? {
        let characters = Array(word.map(\.0))
        return characters.indices.dropLast().last { cutsAName(after: characters[$0], before: characters[$0 + 1]) }.map { $0 + 1 }
    }

    /// Where a name longer than the line is best cut: after the `.` that ends its type
    /// (`…Delegate.` `userNotificationCenter(_:willPresent:…)`), if all that follows fits on the
    /// next line, rather than at its last `:` that fits.
    private static func typeBreak(in line: [(Character, TextStyle)], after floor: Int,
                                  rest: ArraySlice<(Character, TextStyle)>, room: Int) -> Int? {
        let wordStart = (line.lastIndex { $0.0 == " " }.map { $0 + 1 } ?? 0)
        // An address is never cut: it stays whole, to be clicked and copied.
        guard wordStart < line.count - 1, !startsAnAddress(line[wordStart...]) else { return nil }
        let restColumns = rest.prefix { $0.0 != " " }.reduce(0) { $0 + columns($1.0) }
        return (max(wordStart, floor)..<(line.count - 1)).last { index in
            line[index].0 == "." && cutsAName(after: ".", before: line[index + 1].0)
                && line[(index + 1)...].reduce(restColumns, { $0 + columns($1.0) }) <= room
        }.map { $0 + 1 }
    }

    /// Whether a name longer than the line may be cut between these two: after a `:` or `.` that a
    /// letter or `_` follows (`Delegate.` `presentation…`, `(_:` `willPresent:`).
    private static func cutsAName(after character: Character, before next: Character?) -> Bool {
        guard ":.".contains(character), let next else { return false }
        return next.isASCII && (next.isLetter || next == "_")
    }

    /// Columns of a short label set off from its text by two spaces (`Swift  func …`, a source's
    /// `002  iOS 之…`), if the text starts with one.
    private static func labelColumns(_ text: ArraySlice<(Character, TextStyle)>) -> Int? {
        let label = text.prefix { $0.0.isLetter || $0.0.isASCII && $0.0.isNumber }
        let gap = text.dropFirst(label.count).prefix { $0.0 == " " }
        guard (1...6).contains(label.count), gap.count >= 2, text.count > label.count + gap.count else { return nil }
        return label.reduce(gap.count) { $0 + columns($1.0) }
    }

    /// Whether the space at `position` stands inside a command to type: between `lifequiz` and
    /// its command (`lifequiz learn`), or a command and its option or placeholder
    /// (`simulate --explain`, `show <id>`). Parted,
    /// a line starting `--explain` or `learn` loses what it belongs to.
    private static func isInACommand(_ characters: [(Character, TextStyle)], spaceAt position: Int) -> Bool {
        guard characters[position].0 == " " else { return false }
        let before = String(characters[..<position].reversed().prefix { $0.0.isASCII && $0.0.isLetter }.map(\.0).reversed())
        let after = String(characters[(position + 1)...].prefix { $0.0.isASCII && ($0.0.isLetter || $0.0 == "-") }.map(\.0))
        let placeholder = characters.indices.contains(position + 1) && characters[position + 1].0 == "<"
        return commandNames.contains(before) && (after.hasPrefix("--") || placeholder || before == "lifequiz" && commandNames.contains(after))
    }

    private static let commandNames: Set = ["lifequiz", "show", "search", "list", "sources", "conflicts", "simulate", "check", "probe",
                                            "learn", "quiz", "answer", "study", "stats", "export"]

    /// Part of a word that breaks only at its ends: not a space, not a wide character.
    private static func isWordCharacter(_ character: Character) -> Bool {
        character != " " && columns(character) == 1
    }

    /// A capitalised name (`App`, `B`, `Nav`): an object in a trace, also after a label joined
    /// to it by a no-break space (`e) B`).
    private static func isObjectName(_ labelled: ArraySlice<(Character, TextStyle)>) -> Bool {
        let word = labelled.lastIndex { $0.0 == "\u{00A0}" }.map { labelled[($0 + 1)...] } ?? labelled
        guard let first = word.first?.0, first.isUppercase, word.count <= 16 else { return false }
        return word.allSatisfy { $0.0.isASCII && ($0.0.isLetter || $0.0.isNumber) }
    }

    /// Whether the word starting here is a callback (`viewDidLoad()`, `viewWillAppear:`).
    private static func startsACallback(_ text: some Sequence<(Character, TextStyle)>) -> Bool {
        let characters = Array(text.prefix { $0.0 != " " })
        let word = characters.map(\.0)
        // An address (`https://github.com/…/AppLifeCycle`) is camel-cased in places, but no callback.
        guard let first = word.first, first.isLowercase, first.isASCII, !startsAnAddress(characters[...]) else { return false }
        // A property UIKit reads (`extendedLayoutIncludesOpaqueBars`) is camel-cased; `iOS` and
        // `iPhone` are not.
        let isProperty = word.count > 2 && word[1].isLowercase && word.dropFirst(2).contains { $0.isUppercase }
        return word.contains("(") || word.last == ":" || isProperty
    }

    /// Whether the space at `position` is the one of `(toParent: nil)`.
    private static func passesNil(_ characters: [(Character, TextStyle)], spaceAt position: Int) -> Bool {
        position > 0 && characters[position - 1].0 == ":" && characters.count >= position + 5
            && String(characters[(position + 1)..<(position + 5)].map(\.0)) == "nil)"
    }

    /// Whether the space at `position` is the one of `[000 §…`: a source's number alone at a
    /// line's end says nothing of the passage.
    private static func followsACitationsNumber(_ characters: [(Character, TextStyle)], spaceAt position: Int) -> Bool {
        position >= 4 && characters.indices.contains(position + 1) && characters[position + 1].0 == "§"
            && characters[position - 4].0 == "[" && characters[(position - 3)..<position].allSatisfy { $0.0.isASCII && $0.0.isNumber }
    }

    private static func startsAnAddress(_ word: ArraySlice<(Character, TextStyle)>) -> Bool {
        let text = String(word.prefix(8).map(\.0))
        return text.hasPrefix("https://") || text.hasPrefix("http://")
    }

    /// Whether the line ends with `(` right after a space: a bracket that opens an aside.
    private static func opensAside(_ line: [(Character, TextStyle)]) -> Bool {
        line.count > 1 && line[line.count - 1].0 == "(" && line[line.count - 2].0 == " "
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

    /// Punctuation that closes a clause or a bracket, which Chinese typesetting keeps off the
    /// start of a line.
    /// (`]` too: the bracket that closes an explanation's evidence never stands alone on a line.)
    static let closingPunctuation: Set<Character> = ["。", "，", "、", "；", "：", "！", "？", "）", "」", "』", "】", "》", "]"]

    /// Brackets and quotes that open, which no line should end with.
    static let openingPunctuation: Set<Character> = ["（", "「", "『", "【", "《", "“", "["]

    /// Terminal columns a character takes (East Asian Width, generated from Unicode's data).
    static func columns(_ character: Character) -> Int {
        DisplayWidth.columns(of: character)
    }
}
