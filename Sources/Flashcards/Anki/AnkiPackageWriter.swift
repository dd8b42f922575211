import Foundation
import GRDB

/// Writes an Anki package: a zip holding `collection.anki2` (an SQLite collection, schema 11)
/// and `media` (`{}`: lifequiz cards have no media files).
struct AnkiPackageWriter: DeckWriter {
    /// Stamped on notes, note types and decks: Anki updates existing ones only from a newer export.
    let exportedAt: Date

    var format: ExportFormat { .apkg }

    /// Salts note GUIDs; never change it, or re-imports stop updating notes and duplicate them.
    static let guidNamespace = "lifequiz"

    /// Note and card ids count up from 2020-01-01 in deck order. Anki shows a note's id as its
    /// creation time and keeps it on import unless taken, in which case it picks another;
    /// identity across exports is the GUID's job, not the id's.
    static let firstNoteID: Int64 = 1_577_836_800_000

    static func guid(cardID: String) -> String {
        StableID.guid(namespace: guidNamespace, cardID: cardID)
    }

    func write(_ deck: Deck, to file: URL) throws -> (notes: Int, cards: Int) {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("lifequiz-apkg-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: scratch) }

        let collection = scratch.appendingPathComponent("collection.anki2")
        let counts = try writeCollection(deck, to: collection)
        try zip(collection, into: file)
        return counts
    }

    private func writeCollection(_ deck: Deck, to url: URL) throws -> (notes: Int, cards: Int) {
        var configuration = Configuration()
        configuration.prepareDatabase { db in
            // A scratch file, zipped and deleted right after: no journal (a failed export discards
            // the file instead of rolling back), no syncs, and a cache large enough (256 MiB
            // at most) that pages are written once, at commit.
            try db.execute(
                sql: """
                    PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;
                    PRAGMA cache_size = -262144; PRAGMA locking_mode = EXCLUSIVE
                    """)
        }
        let database = try DatabaseQueue(path: url.path, configuration: configuration)
        let seconds = Int64(exportedAt.timeIntervalSince1970)
        let settings = AnkiCollectionSettings(
            deckPaths: deck.cards.map(\.deck), rootDeck: deck.name, modified: seconds, noteCount: deck.cards.count)

        let counts = try database.write { db in
            try db.execute(sql: AnkiSchema.createTables)
            try db.execute(
                sql: """
                    INSERT INTO col (id, crt, mod, scm, ver, dty, usn, ls, conf, models, decks, dconf, tags)
                    VALUES (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, '{}')
                    """,
                arguments: [
                    seconds - seconds % 86_400, seconds * 1000, seconds * 1000,
                    settings.configJSON, settings.modelsJSON, settings.decksJSON, settings.deckConfigsJSON,
                ])

            // sfld and csum are left 0: Anki recomputes both when it imports a note.
            let insertNote = try db.makeStatement(
                sql: """
                    INSERT INTO notes (id, guid, mid, mod, usn, tags, flds, sfld, csum, flags, data)
                    VALUES (?, ?, ?, ?, -1, ?, ?, 0, 0, 0, '')
                    """)
            // A new card (type 0, queue 0) whose due is its position in the new-card queue.
            let insertCard = try db.makeStatement(
                sql: """
                    INSERT INTO cards (id, nid, did, ord, mod, usn, type, queue, due, ivl, factor, reps, lapses,
                                       left, odue, odid, flags, data)
                    VALUES (?, ?, ?, 0, ?, -1, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0, 0, '')
                    """)
            var deckIDs: [String: Int64] = [:]
            var fields = HTMLBuilder(capacity: 4096)
            for (index, card) in deck.cards.enumerated() {
                fields.removeAll()
                card.appendNoteFields(to: &fields)
                let id = Self.firstNoteID + Int64(index)
                let deckID = deckIDs[card.deck] ?? StableID.deckID(name: Flashcard.normalizedDeck(card.deck))
                deckIDs[card.deck] = deckID
                insertNote.setUncheckedArguments([
                    id, Self.guid(cardID: card.id), NoteType.of(card.kind).id, seconds,
                    Self.tagsColumn(card.tags), fields.string,
                ])
                try insertNote.execute()
                insertCard.setUncheckedArguments([id, id, deckID, seconds, index + 1])
                try insertCard.execute()
            }
            return (
                notes: try Int.fetchOne(db, sql: "SELECT count(*) FROM notes") ?? 0,
                cards: try Int.fetchOne(db, sql: "SELECT count(*) FROM cards") ?? 0
            )
        }
        try database.close()
        return counts
    }

    /// Space-separated and padded with spaces on both sides, as Anki stores tags; duplicates dropped.
    static func tagsColumn(_ tags: [String]) -> String {
        var column: [UInt8] = [UInt8(ascii: " ")]
        for (index, tag) in tags.enumerated() where !tags[..<index].contains(tag) {
            column.append(contentsOf: tag.utf8)
            column.append(UInt8(ascii: " "))
        }
        return column.count == 1 ? "" : String(decoding: column, as: UTF8.self)
    }

    private func zip(_ collection: URL, into file: URL) throws {
        let archive = try ZipArchive.bytes(
            of: [
                ZipArchive.Entry(name: "collection.anki2", contents: try Data(contentsOf: collection)),
                ZipArchive.Entry(name: "media", contents: Data("{}".utf8)),
            ],
            modified: exportedAt)
        try Data(archive).write(to: file)
    }
}
