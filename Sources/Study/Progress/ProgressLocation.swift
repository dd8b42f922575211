import Foundation

/// Where the learner's progress database lives when no path is given:
/// `$LIFEQUIZ_HOME/progress.sqlite`, else `$XDG_DATA_HOME/lifequiz/progress.sqlite`, else
/// `~/.local/share/lifequiz/progress.sqlite`. The knowledge database sits in the same folder.
///
/// The KnowledgeBase target is to own the data folder's resolution; this stands in until it does,
/// with the same rules, and should then defer to it.
public enum ProgressLocation {
    public static let fileName = "progress.sqlite"

    public static func dataDirectory(environment: [String: String], home: URL) -> URL {
        if let path = environment["LIFEQUIZ_HOME"], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        // The XDG spec says to ignore a relative XDG_DATA_HOME.
        if let path = environment["XDG_DATA_HOME"], path.hasPrefix("/") {
            return URL(fileURLWithPath: path, isDirectory: true).appendingPathComponent("lifequiz", isDirectory: true)
        }
        return home.appendingPathComponent(".local/share/lifequiz", isDirectory: true)
    }

    public static func defaultFile(environment: [String: String], home: URL) -> URL {
        dataDirectory(environment: environment, home: home).appendingPathComponent(fileName)
    }
}
