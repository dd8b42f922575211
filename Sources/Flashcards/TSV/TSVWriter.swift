import Foundation

/// Writes a tab-separated file for Anki's text importer (File › Import), with the `#` headers
/// Anki reads so the import needs no choices in the dialog.
///
/// A text file has a single note type, so every card becomes a note of Anki's stock Basic type
/// (present in every collection): the front is the question side of the card's own note type and
/// the back its answer side — pitfall cause/fix/code and the numbered callback list included —
/// rendered from the same blocks as the apkg templates, with the note types' styles inline. Each row carries its subdeck (deck
/// column) and a GUID (guid column) so a re-import updates rows instead of duplicating them.
struct TSVWriter: DeckWriter {
    var format: ExportFormat { .tsv }

    /// Differs from the apkg namespace on purpose: the same GUID under two note types makes Anki
    /// skip the later import's notes as "conflicting"; distinct GUIDs import as separate notes.
    static let guidNamespace = "lifequiz-tsv"

    /// `#separator` comes first because Anki splits `#columns` with the separator it has read so far.
    static let header = """
        #separator:tab
        #html:true
        #notetype:Basic
        #columns:Front\tBack\tTags\tDeck\tGUID
        #tags column:3
        #deck column:4
        #guid column:5

        """

    func contents(of deck: Deck) throws -> DeckFile {
        var text = Self.header
        var rows = 0
        var deckNames: [String: String] = [:]
        for card in deck.cards {
            let deckName = deckNames[card.deck] ?? Flashcard.normalizedDeck(card.deck)
            deckNames[card.deck] = deckName
            let sides = NoteType.of(card.kind).renderedSides(card.noteFields, language: card.language)
            let columns = [
                InlineStyle.styled(sides.question),
                InlineStyle.styled(sides.answer),
                card.tags.joined(separator: " "),
                deckName,
                StableID.guid(namespace: Self.guidNamespace, cardID: card.id),
            ]
            text += columns.map(Self.quoted).joined(separator: "\t") + "\n"
            rows += 1
        }
        return DeckFile(bytes: Array(text.utf8), notes: rows, cards: rows)
    }

    /// CSV-style quoting as Anki's reader expects it: a field holding a tab, a line break or a
    /// quote is wrapped in quotes with inner quotes doubled. A field starting with `#` is quoted
    /// too, since Anki skips lines that start with `#` as comments.
    static func quoted(_ field: String) -> String {
        let quote = UInt8(ascii: "\"")
        let needsQuotes = field.utf8.first == UInt8(ascii: "#")
            || field.utf8.contains { $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") || $0 == quote }
        guard needsQuotes else { return field }
        var bytes: [UInt8] = [quote]
        bytes.reserveCapacity(field.utf8.count + 8)
        for byte in field.utf8 {
            if byte == quote { bytes.append(quote) }
            bytes.append(byte)
        }
        bytes.append(quote)
        return String(decoding: bytes, as: UTF8.self)
    }
}
