#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What is at the path of one of lifequiz's data files, found without writing, without waiting
/// on it (a FIFO would block an ordinary open forever) and without following a link blindly.
public enum DataFileEntry: Equatable, Sendable {
    /// Nothing is there: the file may be created.
    case missing
    /// A regular file, reached directly or through symbolic links that lead to it.
    case file(DataFile)
    /// Something lifequiz must not use or replace; `reason` says what it is, for a message.
    case refused(reason: FileProblem)

    /// Looks at `path`. A symbolic link is followed when it leads to a regular file (people keep
    /// data in synced folders); a link that loops or leads nowhere is refused, not replaced.
    public static func inspect(_ path: String) -> DataFileEntry {
        var link = stat()
        guard lstat(path, &link) == 0 else {
            // ENOTDIR: a parent is a file; whoever creates the file reports that better.
            return errno == ENOENT || errno == ENOTDIR ? .missing : .refused(reason: FileProblem("cannot-look", ["system": systemError()]))
        }
        var resolved = path
        if link.st_mode & S_IFMT == S_IFLNK {
            guard let real = realpath(path, nil) else {
                return .refused(reason: errno == ELOOP ? .linkLoops : FileProblem("dangling-link", ["target": linkTarget(path)]))
            }
            resolved = String(cString: real)
            free(real)
        }
        // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer.
        let descriptor = open(resolved, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            return .refused(reason: errno == EISDIR ? .directory : FileProblem("cannot-read", ["system": systemError()]))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .refused(reason: FileProblem("cannot-read", ["system": systemError()])) }
        if status.st_mode & S_IFMT == S_IFDIR { return .refused(reason: .directory) }
        if let kind = nonRegularKind(status.st_mode) { return .refused(reason: FileProblem("not-regular", ["kind": kind])) }
        var header = [UInt8](repeating: 0, count: SQLiteHeader.size)
        var filled = 0
        while filled < header.count {
            let count = header.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { return .refused(reason: FileProblem("cannot-read", ["system": systemError()])) }
            if count == 0 { break }
            filled += count
        }
        return .file(DataFile(path: resolved, size: Int64(status.st_size), header: SQLiteHeader(bytes: Array(header[..<filled]))))
    }

    /// A non-regular file's kind, as the interface names it (`file-kind.<name>`).
    private static func nonRegularKind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFIFO: "fifo"
        case S_IFCHR: "character-device"
        case S_IFBLK: "block-device"
        case S_IFSOCK: "socket"
        default: "special"
        }
    }

    private static func linkTarget(_ path: String) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return "a path" }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func systemError() -> String {
        String(cString: strerror(errno))
    }
}
