import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What is at a path, from `lstat`/`stat`: export decides by it whether to replace, write into,
/// or refuse.
enum FileKind: Equatable {
    case missing
    case regular
    case directory
    case characterDevice
    case blockDevice
    case fifo
    case socket
    /// A symbolic link whose target does not exist, or a loop.
    case danglingLink

    /// What `path` is, following symbolic links (a link to a FIFO is a FIFO).
    static func of(_ path: String) -> FileKind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        if info.st_mode & S_IFMT == S_IFLNK {
            guard stat(path, &info) == 0 else { return .danglingLink }
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .directory
        case S_IFCHR: return .characterDevice
        case S_IFBLK: return .blockDevice
        case S_IFIFO: return .fifo
        case S_IFSOCK: return .socket
        default: return .blockDevice
        }
    }

    static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    /// A stable name for messages, which the interface words (`file-kind.fifo`).
    var name: String {
        switch self {
        case .missing: "missing"
        case .regular: "regular"
        case .directory: "directory"
        case .characterDevice: "character-device"
        case .blockDevice: "block-device"
        case .fifo: "fifo"
        case .socket: "socket"
        case .danglingLink: "dangling-link"
        }
    }
}
