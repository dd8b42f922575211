import GRDB

extension ProgressStore {
    /// Stamped in the SQLite header (PRAGMA application_id) so a progress database is recognised
    /// as one, and any other SQLite file (the knowledge database, say) is never written to.
    static let applicationID: Int32 = 0x6C71_7072  // "lqpr"

    /// The schema, as a list of named migrations. A migration that has shipped is never edited:
    /// change the schema by appending a new one.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: cards, reviews, sessions") { db in
            try db.execute(sql: "PRAGMA application_id = \(applicationID)")
            try db.execute(sql: """
                CREATE TABLE card (
                    id            TEXT PRIMARY KEY NOT NULL,   -- e.g. fact:view-loading.viewdidload-runs-once
                    kind          TEXT NOT NULL,               -- fact, order, ...
                    topic         TEXT NOT NULL,
                    introduced_at DATETIME NOT NULL,
                    state         INTEGER NOT NULL CHECK (state IN (1, 2, 3)),  -- learning, review, relearning
                    step          INTEGER,                     -- learning/relearning step; NULL in review
                    stability     REAL,                        -- NULL until the first review
                    difficulty    REAL,
                    due           DATETIME NOT NULL,
                    last_review   DATETIME,
                    reps          INTEGER NOT NULL DEFAULT 0,  -- reviews recorded
                    lapses        INTEGER NOT NULL DEFAULT 0,  -- Again in the review state
                    CHECK ((stability IS NULL) = (difficulty IS NULL))
                );
                CREATE INDEX card_due ON card(due);

                CREATE TABLE card_method (
                    card_id   TEXT NOT NULL REFERENCES card(id) ON DELETE CASCADE,
                    method_id TEXT NOT NULL,                   -- the knowledge base's methods.id
                    PRIMARY KEY (card_id, method_id)
                ) WITHOUT ROWID;
                CREATE INDEX card_method_method ON card_method(method_id);

                CREATE TABLE session (
                    id         INTEGER PRIMARY KEY AUTOINCREMENT,
                    started_at DATETIME NOT NULL,
                    ended_at   DATETIME
                );

                CREATE TABLE review (
                    id               INTEGER PRIMARY KEY AUTOINCREMENT,
                    card_id          TEXT NOT NULL REFERENCES card(id),
                    session_id       INTEGER REFERENCES session(id),
                    rating           INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 4),  -- Again, Hard, Good, Easy
                    reviewed_at      DATETIME NOT NULL,
                    elapsed_days     INTEGER NOT NULL,
                    scheduled_days   INTEGER NOT NULL,
                    state_before     INTEGER NOT NULL CHECK (state_before IN (1, 2, 3)),
                    state_after      INTEGER NOT NULL CHECK (state_after IN (1, 2, 3)),
                    step_after       INTEGER,
                    stability_after  REAL NOT NULL,
                    difficulty_after REAL NOT NULL,
                    due_after        DATETIME NOT NULL,
                    grade            REAL CHECK (grade BETWEEN 0 AND 1),
                    answer           TEXT
                );
                CREATE INDEX review_card ON review(card_id, reviewed_at);
                CREATE INDEX review_time ON review(reviewed_at);
                """)
        }
        migrator.registerMigration("v2: lessons introduced") { db in
            // A lesson's introduction is shown once, however its cards were started (quiz, study).
            try db.execute(sql: """
                CREATE TABLE lesson (
                    id            TEXT PRIMARY KEY NOT NULL,   -- the guided path's lesson, e.g. launch
                    introduced_at DATETIME NOT NULL            -- when learn first showed its introduction
                ) WITHOUT ROWID;
                """)
        }
        return migrator
    }

    /// Refuses a file a newer lifequiz has migrated further than this one knows.
    static func requireKnownSchema(_ reader: any DatabaseReader, location: String) throws {
        let migrator = Self.migrator
        if try reader.read(migrator.hasBeenSuperseded) {
            let known = Set(migrator.migrations)
            let unknown = try reader.read(migrator.appliedIdentifiers).subtracting(known).sorted()
            throw ProgressError.writtenByNewerVersion(path: location, migrations: unknown)
        }
    }

    /// Applies the migrations a file lacks; writes nothing when it has them all.
    static func migrate(_ writer: any DatabaseWriter, location: String) throws {
        let migrator = Self.migrator
        try requireKnownSchema(writer, location: location)
        guard try !writer.read(migrator.hasCompletedMigrations) else { return }
        do {
            try migrator.migrate(writer)
        } catch {
            // Two processes opening a new file together both find a migration unapplied; the
            // second then fails to apply it. The schema is complete all the same.
            guard try writer.read(migrator.hasCompletedMigrations) else { throw error }
        }
    }
}
