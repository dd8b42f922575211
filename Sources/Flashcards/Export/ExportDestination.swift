import Foundation

/// Where an export goes: a file path, or an open stream such as standard output (`-o -`).
public enum ExportDestination: Sendable, Equatable {
    /// A path. A regular file there is replaced atomically (with `force`); a character device
    /// such as /dev/null is written into; anything else (a folder, a FIFO, a socket, a block
    /// device, a dangling symbolic link) is refused and left alone.
    case file(URL)
    /// An open descriptor, written to as it is; `name` says what it is in messages.
    case stream(descriptor: Int32, name: String)

    /// The same destination with `.` and `..` resolved in a path.
    var standardized: ExportDestination {
        if case .file(let url) = self { .file(url.standardizedFileURL) } else { self }
    }

    /// Where it is, for messages.
    public var name: String {
        switch self {
        case .file(let url): url.path
        case .stream(_, let name): name
        }
    }

    /// Standard output, named as people call it.
    public static let standardOutput = ExportDestination.stream(descriptor: STDOUT_FILENO, name: "standard output")
}
