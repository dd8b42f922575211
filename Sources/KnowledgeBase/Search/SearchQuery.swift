import Foundation

/// What a person typed into `lifequiz search`, as terms that all must match (or, when none
/// matches them all, any).
///
/// Words are split at whitespace; text in double quotes is one term (`"safe area"`). Nothing the
/// person types is FTS5 syntax: `*`, `-`, `OR`, `NEAR`, brackets and quotes are searched for as
/// themselves, so no input can make the query fail.
struct SearchQuery {
    /// The FTS5 trigram tokenizer indexes runs of three characters: shorter terms (most Chinese
    /// words, such as 布局) cannot be looked up in the index, and are matched by a plain scan.
    static let shortestIndexedTerm = 3

    let terms: [String]
    /// The question asks how often (`how many times`, 几次): the texts that say how often come first.
    let asksHowOften: Bool
    /// The question names an iOS version (`iOS 7`, `ios9`, 8, not the count of `2 次`): facts of
    /// past versions are not put last.
    let namesAVersion: Bool
    /// The question says something does not happen (`deinit not called`, `dealloc 不走`): it
    /// describes a symptom, which facts and pitfalls explain better than a method's definition.
    let saysSomethingIsMissing: Bool
    /// The question compares (`viewWillAppear vs viewDidAppear`): the texts that say how things
    /// differ come first. (A Chinese 区别 is a term, which every hit has already.)
    let asksForADifference: Bool

    init(_ text: String) throws {
        var terms: [String] = []
        var current = ""
        var quoted = false
        for character in text {
            if character == "\"" {
                quoted.toggle()
                terms.append(current)
                current = ""
            } else if character.isWhitespace && !quoted {
                terms.append(current)
                current = ""
            } else if !character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                current.append(character)
            }
        }
        terms.append(current)
        var seen: Set<String> = []
        let words = terms
            .flatMap(Self.splitBetweenScripts)
            .map { $0.trimmed }
            .filter { !$0.isEmpty && seen.insert($0.lowercased()).inserted }
        guard !words.isEmpty else { throw KnowledgeBaseError.emptySearch }
        // A question typed as words (`how many times is viewDidLoad called`) is about its other
        // words: these match nearly every text, so a hit needing them says nothing.
        // A count (`viewDidLoad called twice`, `调用两次`) asks how often too: the texts that say
        // how often answer it, whether they say once or twice.
        let meaningful = words.filter { !Self.questionWords.contains($0.lowercased()) && !Self.counts.contains($0.lowercased()) }
            .flatMap(Self.withoutChineseQuestionWords)
        self.terms = meaningful.isEmpty ? words : meaningful
        let lowercased = text.lowercased()
        asksHowOften = Self.howOftenQuestions.contains { lowercased.contains($0) } || words.contains { Self.counts.contains($0.lowercased()) }
            || Self.chineseCounts.contains { text.contains($0) }
        namesAVersion = lowercased.contains("ios") || words.indices.contains { index in
            words[index].allSatisfy(\.isNumber) && !(index + 1 < words.count && Self.countWords.contains(words[index + 1].lowercased()))
        }
        saysSomethingIsMissing = words.contains { Self.negations.contains($0.lowercased()) }
            || ["不", "没"].contains { text.contains($0) }
        asksForADifference = words.contains { ["vs", "vs.", "versus", "difference", "differences", "compared"].contains($0.lowercased()) }
    }

    /// Whether a text says how things differ.
    static func saysHowThingsDiffer(_ text: String) -> Bool {
        ["differ", "区别", "差别", "不同"].contains { text.localizedCaseInsensitiveContains($0) }
    }

    static let negations: Set = ["not", "never", "no", "isn't", "doesn't", "didn't", "wasn't", "won't", "isnt", "doesnt", "didnt"]

    static let howOftenQuestions = ["how many times", "how often", "几次", "多少次", "几遍"]
    /// Words that count calls, asked about as how often.
    static let counts: Set = ["once", "twice", "again", "repeatedly", "multiple"]
    static let chineseCounts = ["两次", "多次", "一次", "重复"]
    /// Words after a number that make it a count (`2 次`, `2 times`), not a version.
    static let countWords: Set = ["次", "遍", "times", "time", "x"]

    /// The trigram index finds a short English word inside longer ones (`app` in `viewWillAppear`,
    /// `tab` in `table`): the typed words of three or four letters, which a text should have as
    /// words of their own before it counts as about them.
    var shortEnglishWords: [String] {
        terms.filter(Self.isShortEnglishWord).map { $0.lowercased() }
    }

    static func isShortEnglishWord(_ term: String) -> Bool {
        term.count <= 4 && term.allSatisfy { $0.isASCII && $0.isLetter }
    }

    /// Whether `text` has `word` as a word: at a word's start (or a capital within one,
    /// `viewWillAppear`'s `Appear`, `UITabBar`'s `Tab`), and ending there or with an inflection
    /// (`apps`, `app's`, `loaded`, `loading`).
    static func hasWord(_ word: String, in text: String) -> Bool {
        var from = text.startIndex
        while let found = text.range(of: word, options: .caseInsensitive, range: from..<text.endIndex) {
            if isWord(found, in: text) { return true }
            from = text.index(after: found.lowerBound)
        }
        return false
    }

    /// Whether the found range of `text` is a word, as `hasWord` counts one.
    static func isWord(_ found: Range<String.Index>, in text: String) -> Bool {
        let before = found.lowerBound > text.startIndex ? text[text.index(before: found.lowerBound)] : " "
        guard !before.isLetter || text[found.lowerBound].isUppercase else { return false }
        let rest = String(text[found.upperBound...].prefix { $0.isLowercase })
        return rest.isEmpty || inflections.contains(rest)
    }

    private static let inflections: Set = ["s", "es", "ed", "d", "ing", "er", "ers"]

    /// Whether `text` has the terms close together in the order typed (`viewWillAppear is not
    /// called` for `viewWillAppear not called`): a text that says what was asked, where one that
    /// has the words in separate sentences only touches on it. True for a single term.
    func areTogether(in text: String) -> Bool {
        guard terms.count > 1 else { return true }
        let lowercased = text.lowercased()
        var from = lowercased.startIndex
        // Each occurrence of the first term, then each next term within a few characters.
        while let first = lowercased.range(of: terms[0].lowercased(), range: from..<lowercased.endIndex) {
            var end = first.upperBound
            let together = terms.dropFirst().allSatisfy { term in
                let window = lowercased[end...].prefix(Self.gapBetweenTermsTogether + term.count)
                guard let next = window.range(of: term.lowercased()) else { return false }
                end = next.upperBound
                return true
            }
            if together { return true }
            from = first.upperBound
        }
        return false
    }

    /// At most this many characters between two terms read together: a word or two (`is`,
    /// `(_:) is`), or a particle in Chinese.
    private static let gapBetweenTermsTogether = 10

    /// Whether a text says how often something happens (`once`, `again`, 一次, 再次); `at once`
    /// ("immediately") and 第一次 ("the first time") do not count.
    static func saysHowOften(_ text: String) -> Bool {
        let lowercased = text.lowercased().replacingOccurrences(of: "at once", with: "").replacingOccurrences(of: "第一次", with: "")
        return ["once", "twice", "again", "一次", "两次", "多次", "再次"].contains { lowercased.contains($0) }
    }

    /// `viewDidLoad调用几次` as `viewDidLoad` and `调用几次`: Chinese is typed against a name
    /// without a space between them, though they are two words.
    private static func splitBetweenScripts(_ term: String) -> [String] {
        var pieces: [String] = []
        for character in term {
            if let last = pieces.last?.last, last.isChinese != character.isChinese {
                pieces.append(String(character))
            } else if pieces.isEmpty {
                pieces.append(String(character))
            } else {
                pieces[pieces.count - 1].append(character)
            }
        }
        return pieces
    }

    /// Chinese words of a question, cut out of the term they are written into (视图加载几次:
    /// 视图加载), which may leave two terms (视图什么时候加载: 视图, 加载); 的, 和 and 与 only join words.
    static let chineseQuestionWords = ["什么时候", "为什么", "多少次", "怎么样", "会不会", "几次", "两次", "多次", "什么", "怎么", "怎样", "如何", "何时", "时机",
                                       "哪些", "哪个", "是否", "的", "和", "与"]
    /// Words a question leaves over once its question words are cut out, that name nothing
    /// alone: 调用 ("called", in nearly every text, as in English). Inside a phrase they count
    /// (只调用, 调用一次).
    static let chineseWordsNamingNothingAlone: Set = ["调用"]
    /// One-character words that open or close a Chinese question (吗, 会) and name nothing.
    static let chineseParticles: Set<Character> = ["吗", "呢", "了", "会", "是", "被", "时", "在"]

    private static func withoutChineseQuestionWords(_ term: String) -> [String] {
        guard term.contains(where: \.isChinese) else { return [term] }
        var rest = term
        for word in chineseQuestionWords { rest = rest.replacingOccurrences(of: word, with: " ") }
        return rest.split(separator: " ").compactMap { piece in
            let trimmed = String(piece.drop { chineseParticles.contains($0) }.reversed().drop { chineseParticles.contains($0) }.reversed())
            return trimmed.isEmpty || chineseWordsNamingNothingAlone.contains(trimmed) ? nil : trimmed
        }
    }

    /// English words of a question that nearly every text has.
    static let questionWords: Set = ["a", "an", "the", "is", "are", "was", "be", "do", "does", "did", "how", "what", "when", "why",
                                     "where", "which", "who", "many", "much", "times", "time", "called", "call", "calls", "happens",
                                     "happen", "get", "gets", "on", "in", "of", "to", "for", "it", "its", "i", "my", "can", "should",
                                     // A comparison (`viewWillAppear vs viewDidAppear`) is about the two it names.
                                     "vs", "vs.", "versus", "between", "difference", "differences"]

    /// A query of terms already split.
    init(terms: [String]) {
        self.terms = terms
        asksHowOften = false
        namesAVersion = false
        saysSomethingIsMissing = false
        asksForADifference = false
    }

    /// Every Chinese phrase (`isChinesePhrase`) as the two-character words it most likely
    /// joins, left to right (视图加载: 视图, 加载; a last odd character is left out): Chinese
    /// writes its words without spaces, and most of them have two characters.
    var inTwoCharacterWords: SearchQuery {
        SearchQuery(terms: terms.flatMap { term -> [String] in
            let characters = Array(term)
            guard Self.isChinesePhrase(characters) else { return [term] }
            return stride(from: 0, to: characters.count - 1, by: 2).map { String(characters[$0...($0 + 1)]) }
        }.uniqued())
    }

    /// Chinese of three characters or more, and no longer than a typed phrase: what is read as
    /// words. A longer term is searched for as it is.
    static func isChinesePhrase(_ characters: [Character]) -> Bool {
        (3...16).contains(characters.count) && characters.allSatisfy(\.isChinese)
    }

    /// Terms the full-text index can answer.
    var indexedTerms: [String] {
        terms.filter { $0.unicodeScalars.count >= Self.shortestIndexedTerm }
    }

    /// Terms only a plain scan can answer.
    var scannedTerms: [String] {
        terms.filter { $0.unicodeScalars.count < Self.shortestIndexedTerm }
    }

    /// Words the texts spell more than one way: a term that is one of them finds the others.
    static let spellings: [[String]] = [["lifecycle", "life cycle", "life-cycle"]]

    /// `term` and the other spellings of it.
    static func spellings(of term: String) -> [String] {
        spellings.first { $0.contains(term.lowercased()) } ?? [term]
    }

    /// Every term with its other spellings: what a hit's title and excerpt mark.
    var markedTerms: [String] { terms.flatMap(Self.spellings(of:)) }

    /// The indexed terms as an FTS5 query: each one a quoted string, so its characters are literal,
    /// all of them required, each in any of its spellings.
    var fullTextPattern: String {
        indexedTerms.map { term in
            "(" + Self.spellings(of: term).map { "\"" + Self.doublingQuotes($0) + "\"" }.joined(separator: " OR ") + ")"
        }.joined(separator: " AND ")
    }

    /// Every `"` doubled, scalar by scalar: a quote with a combining mark after it is one
    /// Character, which a replacement of the Character `"` would leave single, unterminating
    /// the string.
    private static func doublingQuotes(_ term: String) -> String {
        var escaped = String.UnicodeScalarView()
        for scalar in term.unicodeScalars {
            escaped.append(scalar)
            if scalar == "\"" { escaped.append(scalar) }
        }
        return String(escaped)
    }
}
