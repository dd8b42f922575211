import ArgumentParser
import Foundation
import KnowledgeBase

/// `--db`, for every command that reads the knowledge database.
struct DatabaseOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Use this knowledge database file instead of the one in the data directory.",
            discussion: """
                The data directory is $LIFEQUIZ_HOME, else $XDG_DATA_HOME/lifequiz, else \
                ~/.local/share/lifequiz (~/Library/Application Support/lifequiz on macOS). The knowledge \
                database is built there on first use and rebuilt when lifequiz's content changes; it holds \
                no study progress, which lives in progress.sqlite beside it.
                """,
            valueName: "path"
        ),
        completion: .file(extensions: ["sqlite"])
    )
    var db: String?

    /// The data directory and the database files in it, `--db` applied.
    func location() throws -> DataLocation {
        try DataLocation.resolve(databaseOverride: db)
    }

    /// The knowledge database, built or rebuilt first when needed.
    func openKnowledgeBase() throws -> KnowledgeDatabase {
        try KnowledgeDatabase.open(at: location().knowledgeDatabase)
    }
}
