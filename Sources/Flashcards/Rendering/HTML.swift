/// The HTML that card fields hold in Anki (apkg and TSV alike), one string at a time.
enum HTML {
    static func escape(_ text: String) -> String {
        build { $0.appendEscaped(text) }
    }

    static func prose(_ text: String) -> String {
        build { $0.appendProse(text) }
    }

    static func localized(_ text: LocalizedText, in language: CardLanguage) -> String {
        build { $0.appendLocalized(text, in: language) }
    }

    static func codeBlock(_ code: String) -> String {
        build { $0.appendCodeBlock(code) }
    }

    static func orderedList(_ items: [String]) -> String {
        build { $0.appendOrderedList(items) }
    }

    static func sources(_ sources: [SourceReference]) -> String {
        build { $0.appendSources(sources) }
    }

    private static func build(_ body: (inout HTMLBuilder) -> Void) -> String {
        var builder = HTMLBuilder()
        body(&builder)
        return builder.string
    }
}
