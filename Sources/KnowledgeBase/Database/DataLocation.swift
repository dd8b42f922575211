import Foundation

/// Where lifequiz keeps its files: the data directory, the knowledge database in it (unless
/// `--db` names another file) and the study progress database beside it.
public struct DataLocation: Sendable, Equatable {
    public static let knowledgeFileName = "knowledge.sqlite"
    public static let progressFileName = "progress.sqlite"

    /// `$LIFEQUIZ_HOME`, else `$XDG_DATA_HOME/lifequiz`, else the platform's user data directory
    /// (`~/.local/share/lifequiz`, or `~/Library/Application Support/lifequiz` on macOS).
    public let dataDirectory: URL
    public let knowledgeDatabase: URL

    public var progressDatabase: URL {
        dataDirectory.appending(path: Self.progressFileName, directoryHint: .notDirectory)
    }

    public init(dataDirectory: URL, knowledgeDatabase: URL? = nil) {
        self.dataDirectory = dataDirectory
        self.knowledgeDatabase = knowledgeDatabase
            ?? dataDirectory.appending(path: Self.knowledgeFileName, directoryHint: .notDirectory)
    }

    /// Resolves the location from the environment; `databaseOverride` is a `--db` path, relative
    /// paths being taken from the current directory.
    public static func resolve(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        databaseOverride: String? = nil
    ) throws -> DataLocation {
        let directory: URL
        if let home = environment["LIFEQUIZ_HOME"], !home.isEmpty {
            directory = URL(fileURLWithPath: try absoluteLifequizHome(home, environment: environment), isDirectory: true)
        } else if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            // The XDG spec says relative values are invalid and must be ignored.
            directory = URL(fileURLWithPath: xdg, isDirectory: true).appending(path: "lifequiz", directoryHint: .isDirectory)
        } else if let home = environment["HOME"], !home.isEmpty {
            directory = URL(fileURLWithPath: home, isDirectory: true).appending(path: platformDataPath, directoryHint: .isDirectory)
        } else {
            throw KnowledgeBaseError.noDataDirectory
        }
        let database = databaseOverride.map { URL(fileURLWithPath: $0, isDirectory: false) }
        return DataLocation(dataDirectory: directory.standardizedFileURL, knowledgeDatabase: database?.standardizedFileURL)
    }

    /// `LIFEQUIZ_HOME` as an absolute path. A relative one is refused rather than taken from
    /// whatever folder lifequiz happens to run in; a leading `~` (a shell left it unexpanded) is
    /// `$HOME`, and refused when `HOME` is unset or relative, never guessed from the password file.
    private static func absoluteLifequizHome(_ value: String, environment: [String: String]) throws -> String {
        if value.hasPrefix("/") { return value }
        if value == "~" || value.hasPrefix("~/"), let home = environment["HOME"], home.hasPrefix("/") {
            return home + value.dropFirst()
        }
        throw KnowledgeBaseError.dataDirectoryNotAbsolute(value)
    }

    private static var platformDataPath: String {
        #if os(macOS)
        "Library/Application Support/lifequiz"
        #else
        ".local/share/lifequiz"
        #endif
    }
}
