/// A method name as a person types it — Swift or Objective-C, name, selector, signature or call —
/// reduced to the key the knowledge base indexes.
///
/// Keys are lower case without whitespace, in one of three forms:
/// - a Swift name with its argument labels: `viewwillappear(_:)`, `init(coder:)`;
/// - an Objective-C selector: `viewwillappear:`, `initwithcoder:`;
/// - a bare name: `viewwillappear`, `deinit`, `prefersstatusbarhidden`.
/// Signatures and calls reduce to the first two: `- (void)viewWillAppear:(BOOL)animated` and
/// `[super viewWillAppear:animated]` to `viewwillappear:`, `override func viewWillAppear(_ animated: Bool)`
/// and `super.viewWillAppear(animated)` to `viewwillappear(_:)`.
public struct MethodSpelling: Sendable, Hashable {
    /// The class the spelling names, as typed: `UIViewController` in `-[UIViewController viewDidLoad]`.
    public let classQualifier: String?
    public let key: String

    /// The bare name of the key: `viewwillappear` for `viewwillappear(_:)` and `viewwillappear:`.
    public var bareKey: String { Self.bareKey(of: key) }

    static func bareKey(of key: String) -> String {
        String(key.prefix { $0 != "(" && $0 != ":" })
    }

    /// Nil when nothing name-like is left after trimming.
    public init?(_ text: String) {
        // Trailing `;`, `{`, `}` and spaces go in one backward pass (dropping them one at a time,
        // each drop copying or measuring the rest, made a long run of them quadratic).
        guard let kept = text.lastIndex(where: { !$0.isWhitespace && !";{}".contains($0) }) else { return nil }
        let text = text[...kept].trimmed
        guard !text.isEmpty else { return nil }

        let parsed: (qualifier: String?, key: String)?
        if let bracket = text.firstIndex(of: "["), text[..<bracket].allSatisfy({ "-+ ".contains($0) }) {
            parsed = Self.messageForm(String(text[text.index(after: bracket)...]))
        } else if text.hasPrefix("-") || text.hasPrefix("+") {
            parsed = (nil, Self.selector(from: Self.droppingParenthesized(String(text.dropFirst()))))
        } else if text.hasPrefix("(") {
            // `(void)viewWillLayoutSubviews`: a declaration copied without its `-`.
            parsed = (nil, Self.selector(from: Self.droppingParenthesized(String(text))))
        } else if text.hasPrefix("@property") {
            parsed = (nil, Self.propertySelector(String(text.dropFirst(9))))
        } else {
            parsed = Self.swiftForm(text)
        }
        guard let parsed, !parsed.key.isEmpty else { return nil }
        classQualifier = parsed.qualifier
        key = parsed.key.lowercased()
    }

    // MARK: - Objective-C

    /// `[UIViewController viewWillAppear:]`, `[super viewWillAppear:YES]`, with the `[` already dropped.
    private static func messageForm(_ text: String) -> (String?, String)? {
        let body = text.hasSuffix("]") ? String(text.dropLast()) : text
        let trimmed = body.trimmed
        guard let space = trimmed.firstIndex(where: \.isWhitespace) else {
            // `[viewDidLoad]`: no receiver, just a name.
            return (nil, selector(from: trimmed))
        }
        var receiver = String(trimmed[..<space])
        if let category = receiver.firstIndex(of: "(") { receiver = String(receiver[..<category]) }
        let qualifier = ["self", "super"].contains(receiver.lowercased()) ? nil : receiver
        return (qualifier, selector(from: droppingParenthesized(String(trimmed[space...]))))
    }

    /// `(nonatomic, readonly, getter=isViewLoaded) BOOL viewLoaded` is read through `isViewLoaded`,
    /// the selector people call; without a getter, the property's name.
    private static func propertySelector(_ declaration: String) -> String {
        Identifiers.value(of: "getter", in: declaration) ?? Identifiers.last(in: droppingParenthesized(declaration))
    }

    /// The selector of `viewWillAppear:animated`, `application: app didFinishLaunchingWithOptions: options`
    /// or `viewDidLoad`: the keywords before each colon, or the one name when there is no colon.
    static func selector(from text: String) -> String {
        let keywords = Identifiers.keywords(in: text)
        guard !keywords.isEmpty else { return Identifiers.first(in: text) }
        return keywords.map { $0 + ":" }.joined()
    }

    // MARK: - Swift

    private static let modifiers: Set<String> = [
        "override", "func", "open", "public", "internal", "fileprivate", "private", "final", "class",
        "static", "dynamic", "required", "convenience", "optional", "mutating", "nonmutating", "unowned",
        "weak", "lazy", "nonisolated", "isolated", "async", "throws",
    ]

    /// `viewWillAppear(_:)`, `override func viewWillAppear(_ animated: Bool)`, `super.viewWillAppear(true)`,
    /// `UIViewController.viewWillAppear`, `var prefersStatusBarHidden: Bool { get }`, `viewWillAppear:`.
    private static func swiftForm(_ text: String) -> (String?, String)? {
        var rest = Substring(text)
        var isProperty = false
        // Leading attributes (`@objc(name)`, `@MainActor`) and modifiers say nothing about the name.
        while true {
            rest = rest.drop(while: \.isWhitespace)
            if rest.hasPrefix("@") {
                rest = rest.drop { !$0.isWhitespace && $0 != "(" }
                if rest.hasPrefix("(") { rest = rest.drop { $0 != ")" }.dropFirst() }
                continue
            }
            let word = rest.prefix { $0.isLetter || $0 == "_" }
            var after = rest.dropFirst(word.count)
            if modifiers.contains(String(word)), after.hasPrefix("(") {
                // `unowned(unsafe)`, `private(set)`
                after = after.drop { $0 != ")" }.dropFirst()
            }
            guard !word.isEmpty, after.first == nil || after.first!.isWhitespace else { break }
            // A modifier's word alone is the name asked for (`open`), not a modifier of nothing.
            if after.allSatisfy(\.isWhitespace) { break }
            if word == "var" || word == "let" {
                isProperty = true
            } else if !modifiers.contains(String(word)) {
                break
            }
            rest = after
        }
        let name = droppingGenericClause(rest.trimmed)
        if isProperty { return (nil, Identifiers.first(in: name)) }

        // A qualifier is everything up to the last dot before the name's own parentheses or colon.
        let nameEnd = name.firstIndex { $0 == "(" || $0 == ":" } ?? name.endIndex
        var qualifier: String?
        var member = Substring(name)
        if let dot = name[..<nameEnd].lastIndex(of: ".") {
            let prefix = name[..<dot]
            let last = prefix.split(separator: ".").last.map(String.init) ?? ""
            qualifier = ["self", "super", ""].contains(last.lowercased()) ? nil : last
            member = name[name.index(after: dot)...]
        }

        guard let open = member.firstIndex(of: "(") else {
            // No parentheses: a selector when it has colons, otherwise a bare name.
            let key = member.contains(":") ? selector(from: String(member)) : member.filter { !$0.isWhitespace }
            return (qualifier, key)
        }
        // The last word before the parentheses, so a C declaration's return type drops out too.
        let base = Identifiers.last(in: member[..<open])
        guard !base.isEmpty else { return nil }
        let contents = balancedContents(of: member[open...])
        let arguments = contents.filter { !$0.isWhitespace }
        // A name's label list (`nibName:bundle:`) has no commas; parameters and arguments do.
        let isLabelList = arguments.hasSuffix(":")
            && arguments.split(separator: ":", omittingEmptySubsequences: false).dropLast().allSatisfy(Identifiers.isIdentifier)
        let labels = isLabelList
            ? arguments.split(separator: ":").map(String.init)
            : topLevelPieces(contents).compactMap(label(of:))
        return (qualifier, base + "(" + labels.map { $0 + ":" }.joined() + ")")
    }

    /// The external label of one parameter or argument: `_ animated: Bool` → `_`, `coder: NSCoder` → `coder`,
    /// `coder:` → `coder`, `true` (a positional argument) → `_`; nil for the empty list `()`.
    private static func label(of piece: String) -> String? {
        let piece = piece.trimmed
        guard !piece.isEmpty else { return nil }
        guard let colon = topLevelIndex(of: ":", in: piece) else { return "_" }
        let words = piece[..<colon].split(whereSeparator: \.isWhitespace)
        return words.first.map(String.init) ?? "_"
    }

    // MARK: - Text helpers

    /// How a character changes bracket depth; the `>` of an arrow `->` closes nothing.
    private static func depthChange(_ character: Character, after previous: Character?) -> Int {
        switch character {
        case "(", "[", "<": 1
        case ")", "]": -1
        case ">": previous == "-" ? 0 : -1
        default: 0
        }
    }

    /// The text inside the parentheses that open `text`, up to the matching close (or the end).
    private static func balancedContents(of text: Substring) -> String {
        var depth = 0
        var contents = ""
        var previous: Character?
        for character in text {
            defer { previous = character }
            let change = depthChange(character, after: previous)
            depth += change
            if depth == 0 { break }
            if depth == 1, change == 1 { continue }
            contents.append(character)
        }
        return contents
    }

    /// `text` split at commas outside brackets, so `options: [Key: Any]?, other: Int` gives two pieces.
    private static func topLevelPieces(_ text: String) -> [String] {
        var pieces = [""]
        var depth = 0
        var previous: Character?
        for character in text {
            defer { previous = character }
            depth += depthChange(character, after: previous)
            if character == ",", depth == 0 {
                pieces.append("")
            } else {
                pieces[pieces.count - 1].append(character)
            }
        }
        return pieces
    }

    private static func topLevelIndex(of target: Character, in text: String) -> String.Index? {
        var depth = 0
        var previous: Character?
        for index in text.indices {
            let character = text[index]
            defer { previous = character }
            depth += depthChange(character, after: previous)
            if character == target, depth == 0 { return index }
        }
        return nil
    }

    /// `instantiate<VC: UIViewController>(identifier:)` without `<VC: UIViewController>`, whose
    /// colon would otherwise read as a selector's.
    private static func droppingGenericClause(_ text: String) -> String {
        guard let open = text.firstIndex(of: "<"), text[..<open].allSatisfy({ $0 != "(" }) else { return text }
        var depth = 0
        for index in text[open...].indices {
            if text[index] == "<" { depth += 1 }
            if text[index] == ">" {
                depth -= 1
                if depth == 0 { return String(text[..<open] + text[text.index(after: index)...]) }
            }
        }
        return text
    }

    /// Objective-C types in parentheses (`(void)`, `(BOOL)`) removed, with their contents.
    static func droppingParenthesized(_ text: String) -> String {
        var result = ""
        var depth = 0
        for character in text {
            if character == "(" { depth += 1 } else if character == ")" { depth = max(0, depth - 1) } else if depth == 0 {
                result.append(character)
            }
        }
        return result
    }
}
