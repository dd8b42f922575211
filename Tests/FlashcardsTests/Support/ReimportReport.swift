/// The JSON Tools/anki_reimport.py prints.
struct ReimportReport: Decodable {
    struct Import: Decodable {
        let file: String
        let new: Int
        let updated: Int
        let duplicate: Int
        let conflicting: Int
        let missingNotetype: Int
        let notes: Int
        let cards: Int
    }

    struct Note: Decodable {
        let guid: String
        let notetype: String
        let fields: [String]
        let tags: [String]
        let decks: [String]
        let cards: Int
    }

    let imports: [Import]
    let notes: [Note]
}
