extension Flashcard {
    /// Anki's field separator in the `flds` column. Escaping drops it from field text, so it
    /// only ever appears between fields.
    static let fieldSeparator: UInt8 = 0x1f

    /// The card's field values as HTML, in the order of its note type's fields.
    var noteFields: [String] {
        var builder = HTMLBuilder(capacity: 1024)
        appendNoteFields(to: &builder)
        return builder.bytes.split(separator: Self.fieldSeparator, omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
    }

    /// The field values as HTML joined by 0x1F: an Anki note's `flds` column.
    func appendNoteFields(to builder: inout HTMLBuilder) {
        func next() { builder.appendByte(Self.fieldSeparator) }
        switch content {
        case .fact(let fact):
            builder.appendLocalized(fact.front, in: language)
            next()
            builder.appendLocalized(fact.back, in: language)
        case .cloze(let cloze):
            // The question is the sentences of the first language shown that hold the blank, read
            // at a glance; the back adds the whole statement when that is more, and a bilingual
            // card's English, so the question has one blank, not two.
            let shown = cloze.text.shown(in: language)
            if let first = shown.first {
                let front = cloze.sentencesWithTheAnswer(of: first.text)
                builder.appendProse(cloze.marked(front) { ClozeMarkup.opening + $0 + ClozeMarkup.closing }, languageKey: first.key)
                next()
                if front != first.text { builder.appendProse(first.text, languageKey: first.key) }
            } else {
                next()
            }
            if shown.count > 1 { builder.appendProse(shown[1].text, languageKey: shown[1].key) }
        case .pitfall(let pitfall):
            builder.appendLocalized(pitfall.title, in: language)
            next()
            builder.appendLocalized(pitfall.symptom, in: language)
            next()
            builder.appendLocalized(pitfall.cause, in: language)
            next()
            // The field names stay (Anki matches note types by them): the fixed code goes with
            // the fix, and the code field, on the question side, holds the bug, each labelled.
            builder.appendLocalized(pitfall.fix, in: language)
            if let fixed = pitfall.fixSnippet, !fixed.isEmpty {
                builder.appendSwiftBlock(fixed, mark: CardBlock.label("export.label.fixed-code", in: language))
            }
            next()
            if let snippet = pitfall.snippet, !snippet.isEmpty {
                builder.appendSwiftBlock(snippet, mark: pitfall.fixSnippet == nil ? nil : CardBlock.label("export.label.bug-code", in: language))
            }
        case .ordering(let ordering):
            builder.appendLocalized(ordering.scenario, in: language)
            next()
            builder.appendMarkup(String(ordering.iOS))
            next()
            builder.appendOrderingSteps(ordering.steps, language: language)
        }
        next()
        if let sourceNames {
            builder.appendSourceNames(sourceNames, label: sourcesLabelKey, apple: apple, in: language)
        } else {
            builder.appendSources(sources, label: sourcesRole == .seeAlso ? sourcesLabelKey : nil, apple: apple, in: language)
        }
    }
}
