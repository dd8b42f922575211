#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether the file system a path is on has room left. SQLite reports a full disk as
/// SQLITE_FULL only when a write runs out; creating its `-shm` or `-wal` on a full disk fails as
/// an I/O error, so callers ask this to tell the learner the real reason.
public enum FileSystemSpace {
    /// True when no block is left for ordinary users on the file system holding `path` (or, if
    /// `path` does not exist yet, its nearest existing folder).
    public static func isFull(at path: String) -> Bool {
        var candidate = path
        var info = statvfs()
        while statvfs(candidate, &info) != 0 {
            guard errno == ENOENT || errno == ENOTDIR, candidate != "/", !candidate.isEmpty else { return false }
            candidate = candidate.lastIndex(of: "/").map { $0 == candidate.startIndex ? "/" : String(candidate[..<$0]) } ?? "/"
        }
        return info.f_bavail == 0
    }
}
