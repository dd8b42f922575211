import ArgumentParser
import KnowledgeBase

struct SearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: HelpText.text("help.search.abstract"),
        discussion: HelpText.text("help.search.discussion")
    )

    // Unrecognized words are search text, so '-' and words starting with it are searched for.
    @Argument(parsing: .allUnrecognized, help: ArgumentHelp(HelpText.text("help.search.words"), valueName: "text"))
    var words: [String] = []

    @Option(parsing: .unconditional, help: ArgumentHelp(HelpText.text("help.search.limit")))
    var limit = 10

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        let texts = output.languageOption.texts
        guard limit >= 1 else { throw ValidationError.limitBelowOne(limit, texts) }
        guard KnowledgeDatabase.isSearchable(words.joined(separator: " ")) else { throw ValidationError(texts.text("error.knowledge.empty-search")) }
        if let option = words.mistypedOption { throw ValidationError.unknownOption(option, command: "search", texts) }
    }

    func run() throws {
        let console = output.console
        let text = words.joined(separator: " ")
        try console.reportingErrors {
            let knowledgeBase = try database.openKnowledgeBase()
            var hits = try knowledgeBase.search(text, language: console.language, limit: limit)
            // A question typed as words ("viewDidLoad 调用几次") finds nothing with every word:
            // then hits with some of them, said as such (none of them has every word).
            var everyTerm = true
            var withSomeTerms: [SearchHit] = []
            if hits.isEmpty {
                hits = try knowledgeBase.search(text, language: console.language, limit: limit, everyTerm: false)
                everyTerm = hits.isEmpty
            } else if hits.count < Self.fewHits {
                // A few texts with every word (生命周期顺序): those with some of them follow, said as such.
                let found = Set(hits.map(\.id))
                withSomeTerms = try knowledgeBase.search(text, language: console.language, limit: limit, everyTerm: false)
                    .filter { !found.contains($0.id) }.prefix(limit - hits.count).map { $0 }
            }
            let suggestions = hits.isEmpty ? Self.methodNames(closeTo: text, in: knowledgeBase) : []
            switch output.format {
            case .json:
                try console.writeJSON(Answer(query: text, every_term: everyTerm, results: hits, some_terms: withSomeTerms, suggestions: suggestions))
            case .text where hits.isEmpty:
                let message = suggestions.isEmpty ? console.localized("search.nothing", ["text": text])
                    : console.localized("search.nothing-suggest", ["text": text, "suggestions": console.texts.alternatives(suggestions)])
                console.write([TextSection(lines: [StyledText(message)])])
            case .text:
                if !everyTerm { console.write([TextSection(lines: [StyledText(console.localized("search.some-words", ["text": text]), .dim)])]) }
                console.write(sections(hits, from: 1, console))
                if !withSomeTerms.isEmpty {
                    print()
                    console.write([TextSection(lines: [StyledText(console.localized("search.some-words-more", ["text": text]), .dim)])]
                        + sections(withSomeTerms, from: hits.count + 1, console))
                }
            }
        }
    }

    /// Fewer texts with every word than this, and those with some of them follow: a word the
    /// answer need not have (`modal` in "modal sheet dismiss") would otherwise hide it.
    static let fewHits = 7

    private func sections(_ hits: [SearchHit], from first: Int, _ console: Console) -> [TextSection] {
        hits.enumerated().map { offset, hit in
            // A method's title is its id: said once.
            let id = hit.title.text == hit.id ? [] : [StyledText("   \(hit.id)", .dim)]
            return TextSection(lines: [
                StyledText("\(first + offset). ") + StyledText(kindName(hit.kind, console), .dim) + " " + StyledText(hit.title, .title),
                "   " + StyledText(hit.snippet),
            ] + id)
        }
    }

    private func kindName(_ kind: String, _ console: Console) -> String {
        "[" + console.localized("search.kind.\(kind)") + "]"
    }

    /// A mistyped method name finds nothing: the names `show` would suggest for it.
    private static func methodNames(closeTo text: String, in knowledgeBase: KnowledgeDatabase) -> [String] {
        do {
            _ = try knowledgeBase.methods(named: text)
        } catch KnowledgeBaseError.unknownMethod(_, let suggestions) {
            return suggestions
        } catch {}
        return []
    }

    /// The JSON answer: the text searched for, whether every result has every word, the results,
    /// best first, those with some of the words when few have them all, and when there are none
    /// the method names it may be a typo of.
    private struct Answer: Encodable {
        let query: String
        let every_term: Bool
        let results: [SearchHit]
        let some_terms: [SearchHit]
        let suggestions: [String]
    }
}
