#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An advisory lock on a folder, held by one process at a time (`flock` on the folder itself, so
/// no lock file is left behind). The store holds it while it checks, opens and migrates a
/// progress database: without it, a process opening a new file while another is still creating
/// it saw a half-made database (a migrations table and no application id) or lost the race to
/// switch the file to WAL mode.
enum FolderLock {
    static func holding<T>(_ folder: String, _ work: () throws -> T) throws -> T {
        let descriptor = open(folder, O_RDONLY)
        // A folder that cannot be opened or locked (gone, or on a file system without flock) is
        // opened unlocked, as before: the work reports any real problem with the file itself.
        guard descriptor >= 0 else { return try work() }
        defer { close(descriptor) }
        var locked = flock(descriptor, LOCK_EX)
        while locked != 0 && errno == EINTR { locked = flock(descriptor, LOCK_EX) }
        defer { if locked == 0 { flock(descriptor, LOCK_UN) } }
        return try work()
    }
}
