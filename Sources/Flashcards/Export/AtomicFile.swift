import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Puts a file in place only once it is complete. The content is written to a hidden temporary
/// file in the destination's folder, which is renamed over the destination at the end; a rename
/// within one file system is atomic, so readers see the old file or the whole new one. On any
/// failure the temporary file is removed and the destination is left as it was.
///
/// Only a regular file is ever renamed over (through a symbolic link, the file it points to, so
/// the link stays), and the new file takes its permissions. A character device (/dev/null) is
/// written into, since renaming would replace the device itself; every other kind of file is
/// refused.
struct AtomicFile {
    let destination: URL
    let force: Bool

    /// Refuses a destination that cannot or must not be written, before any work is spent on
    /// the content. `write` checks again.
    func check() throws(ExportError) {
        let directory = destination.deletingLastPathComponent()
        try checkDirectory(directory)
        if try checkedKind() != .characterDevice, access(directory.path, W_OK) != 0 {
            throw DescriptorWriter.error(errno, path: destination.path)
        }
    }

    /// Writes `bytes` to the destination.
    func write(_ bytes: [UInt8]) throws {
        try checkDirectory(destination.deletingLastPathComponent())
        switch try checkedKind() {
        case .characterDevice:
            try writeIntoDevice(bytes)
        default:
            // Through a link, replace the file it names, in that file's folder, and keep the link.
            let target = FileKind.isSymbolicLink(destination.path) ? destination.resolvingSymlinksInPath() : destination
            try replace(target, with: bytes, in: target.deletingLastPathComponent())
        }
    }

    private func replace(_ target: URL, with bytes: [UInt8], in directory: URL) throws {
        let temporary = directory.appendingPathComponent(".\(target.lastPathComponent).\(UUID().uuidString).partial")
        // O_EXCL: the name is ours alone, whatever else runs in the folder.
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw DescriptorWriter.error(errno, path: destination.path) }
        var isOpen = true
        do {
            try DescriptorWriter.writeAll(bytes, to: descriptor, path: destination.path)
            isOpen = false
            // close can report what write did not (delayed allocation, network file systems).
            guard close(descriptor) == 0 else { throw DescriptorWriter.error(errno, path: destination.path) }
            // Checked again: another process may have put something there while we were writing.
            let now = try checkedKind()
            if now == .characterDevice { throw ExportError.notARegularFile(path: destination.path, kind: now.name) }
            // A replaced file keeps its permissions: a read-only one stays read-only.
            var replaced = stat()
            if stat(target.path, &replaced) == 0, chmod(temporary.path, replaced.st_mode & 0o7777) != 0 {
                throw DescriptorWriter.error(errno, path: destination.path)
            }
            guard rename(temporary.path, target.path) == 0 else {
                throw DescriptorWriter.error(errno, path: destination.path)
            }
        } catch {
            if isOpen { close(descriptor) }
            unlink(temporary.path)
            throw error
        }
    }

    private func writeIntoDevice(_ bytes: [UInt8]) throws(ExportError) {
        let descriptor = open(destination.path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw DescriptorWriter.error(errno, path: destination.path) }
        defer { close(descriptor) }
        try DescriptorWriter.writeAll(bytes, to: descriptor, path: destination.path)
    }

    private func checkDirectory(_ directory: URL) throws(ExportError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) else {
            throw .directoryMissing(directory: directory.path)
        }
        guard isDirectory.boolValue else { throw .notADirectory(path: directory.path) }
    }

    /// What is at the destination, refusing what must not be replaced.
    private func checkedKind() throws(ExportError) -> FileKind {
        let kind = FileKind.of(destination.path)
        switch kind {
        case .missing, .characterDevice: return kind
        case .regular:
            if !force { throw .fileExists(path: destination.path) }
            return kind
        case .directory: throw .destinationIsDirectory(path: destination.path)
        case .danglingLink: throw .danglingLink(path: destination.path)
        case .fifo, .socket, .blockDevice: throw .notARegularFile(path: destination.path, kind: kind.name)
        }
    }
}
