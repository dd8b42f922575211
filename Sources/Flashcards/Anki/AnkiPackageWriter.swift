import Foundation
import GRDB
import GRDBSQLite

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

    func contents(of deck: Deck) throws -> DeckFile {
        let (collection, counts) = try collection(of: deck)
        let archive = try ZipArchive.bytes(
            of: [
                ZipArchive.Entry(name: "collection.anki2", contents: collection),
                ZipArchive.Entry(name: "media", contents: Data("{}".utf8)),
            ],
            modified: exportedAt)
        return DeckFile(bytes: archive, notes: counts.notes, cards: counts.cards)
    }

    /// The collection file's bytes. Built in memory and serialized: it goes straight into the
    /// zip, so a file on disk would only be written and read back.
    private func collection(of deck: Deck) throws -> (bytes: Data, counts: (notes: Int, cards: Int)) {
        var configuration = Configuration()
        configuration.prepareDatabase { db in
            // No journal: a failed export discards the database instead of rolling back.
            try db.execute(sql: "PRAGMA journal_mode = OFF")
        }
        let database = try DatabaseQueue(configuration: configuration)
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
            let insertNote = try PreparedInsert(
                db,
                sql: """
                    INSERT INTO notes (id, guid, mid, mod, usn, tags, flds, sfld, csum, flags, data)
                    VALUES (?, ?, ?, ?, -1, ?, ?, 0, 0, 0, '')
                    """)
            // A new card (type 0, queue 0) whose due is its position in the new-card queue.
            let insertCard = try PreparedInsert(
                db,
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
                try insertNote.run(
                    .integer(id), .text(Self.guid(cardID: card.id)), .integer(NoteType.of(card.kind).id), .integer(seconds),
                    .text(Self.tagsColumn(card.tags)), .utf8(fields.bytes))
                try insertCard.run(.integer(id), .integer(id), .integer(deckID), .integer(seconds), .integer(Int64(index + 1)))
            }
            return (
                notes: try Int.fetchOne(db, sql: "SELECT count(*) FROM notes") ?? 0,
                cards: try Int.fetchOne(db, sql: "SELECT count(*) FROM cards") ?? 0
            )
        }
        let bytes = try database.inDatabase { db in
            var size: sqlite3_int64 = 0
            guard let pointer = sqlite3_serialize(db.sqliteConnection, "main", &size, 0) else {
                throw DatabaseError(resultCode: .SQLITE_NOMEM, message: "could not serialize the collection")
            }
            return Data(bytesNoCopy: pointer, count: Int(size), deallocator: .custom { pointer, _ in sqlite3_free(pointer) })
        }
        try database.close()
        return (bytes, counts)
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
}
