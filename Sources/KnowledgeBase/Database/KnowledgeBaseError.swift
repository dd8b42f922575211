import DataFiles
/// What can go wrong opening or querying the knowledge base, each with a message saying what
/// happened, where, and what to do about it.
public enum KnowledgeBaseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file exists but is not one lifequiz built: not SQLite at all, or SQLite without lifequiz's meta.
    case notAKnowledgeDatabase(path: String, reason: FileProblem)
    /// The file looks like SQLite but cannot be read.
    case damaged(path: String, reason: String)
    /// The database cannot be built where it belongs.
    case cannotWrite(directory: String, reason: String)
    /// The disk holding the directory has no room for the database.
    case diskFull(directory: String)
    /// No data directory can be worked out from the environment.
    case noDataDirectory
    /// `LIFEQUIZ_HOME` is not an absolute path (or starts with `~` while `HOME` is unset).
    case dataDirectoryNotAbsolute(String)
    /// The content compiled into this binary cannot be turned into a database: a bug in this build.
    case contentInconsistent(reason: String)
    /// A query failed in a way no input should cause.
    case queryFailed(path: String, reason: String)
    /// No method goes by the name; `suggestions` are the closest spellings.
    case unknownMethod(name: String, suggestions: [String])
    /// No class goes by the name; `suggestions` are the closest class ids.
    case unknownClass(name: String, suggestions: [String])
    /// A method name that is empty or only punctuation.
    case emptyName
    /// A search for nothing.
    case emptySearch

    public var description: String {
        switch self {
        case .notAKnowledgeDatabase(let path, let reason):
            return """
                \(path) is not a lifequiz knowledge database (\(reason)); lifequiz left it untouched. \
                Move or remove it and lifequiz will build a fresh knowledge database there, \
                or pass --db PATH to use another file.
                """
        case .damaged(let path, let reason):
            return """
                \(path) cannot be read as a database (\(reason)); lifequiz left it untouched. \
                If it is lifequiz's knowledge database, delete it: it holds no study progress, and \
                lifequiz rebuilds it on the next run. Otherwise pass --db PATH to use another file.
                """
        case .cannotWrite(let directory, let reason):
            return """
                cannot build the knowledge database in \(directory) (\(reason)). Make that directory \
                writable, point LIFEQUIZ_HOME at a writable directory, or pass --db PATH.
                """
        case .diskFull(let directory):
            return """
                cannot build the knowledge database in \(directory): the disk is full. Nothing was left \
                half-written. Free some space, point LIFEQUIZ_HOME at another disk, or pass --db PATH.
                """
        case .dataDirectoryNotAbsolute(let value):
            return """
                LIFEQUIZ_HOME is '\(value)', which is not an absolute path (and ~ is expanded only when HOME \
                is set). Set it to a full path, e.g. LIFEQUIZ_HOME="$PWD/\(value)".
                """
        case .noDataDirectory:
            return "cannot tell where to keep lifequiz's data: HOME is not set. Set LIFEQUIZ_HOME to a directory."
        case .contentInconsistent(let reason):
            return "the knowledge content built into this lifequiz is inconsistent (\(reason)). This is a bug in this build; please report it."
        case .queryFailed(let path, let reason):
            return "reading \(path) failed (\(reason)). If this persists, delete the file and lifequiz will rebuild it."
        case .unknownMethod(let name, let suggestions):
            let hint = suggestions.isEmpty
                ? "Try 'lifequiz search \(name)' or 'lifequiz list' to see every method."
                : "Did you mean \(Self.alternatives(suggestions))?"
            return "no method is named '\(name)'. \(hint)"
        case .unknownClass(let name, let suggestions):
            let hint = suggestions.isEmpty ? "" : " Did you mean \(Self.alternatives(suggestions))?"
            return "no class is named '\(name)'.\(hint) 'lifequiz list' shows every class."
        case .emptyName:
            return "give a method name, e.g. lifequiz show viewDidLoad or lifequiz show \"-[UIViewController viewWillAppear:]\"."
        case .emptySearch:
            return "nothing to search for: give a word or phrase, e.g. lifequiz search 布局 or lifequiz search \"safe area\"."
        }
    }

    private static func alternatives(_ names: [String]) -> String {
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
    }
}
