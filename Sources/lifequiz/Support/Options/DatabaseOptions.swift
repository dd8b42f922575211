import ArgumentParser
import Foundation
import KnowledgeBase

/// `--db`, for every command that reads the knowledge database.
struct DatabaseOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            HelpText.text("help.database-options.db"),
            discussion: HelpText.text("help.database-options.db.discussion"),
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
