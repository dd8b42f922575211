import TestSupport
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Makes the kinds of file an export must not rename over, in a test's own folder: device nodes
/// made here (not /dev/null itself, which a wrong rename would really replace), FIFOs, sockets,
/// and a small file system that fills up.
enum SpecialFile {
    struct Failed: Error, CustomStringConvertible {
        let description: String
    }

    /// Whether this process may make device nodes and mount file systems (root, outside a
    /// locked-down container). Probed once by doing it.
    static let canMakeDevices: Bool = {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lifequiz-mknod-probe-\(UUID().uuidString)").path
        defer { unlink(path) }
        return mknod(path, S_IFCHR | 0o666, deviceNumber(minor: 3)) == 0
    }()

    /// A character device that discards what is written (like /dev/null: major 1, minor 3).
    static func null(at url: URL) throws { try device(at: url, minor: 3) }

    /// A character device on which every write fails with ENOSPC (like /dev/full: 1, 7).
    static func full(at url: URL) throws { try device(at: url, minor: 7) }

    static func fifo(at url: URL) throws {
        guard mkfifo(url.path, 0o644) == 0 else { throw Failed(description: "mkfifo \(url.path): \(String(cString: strerror(errno)))") }
    }

    /// A listening Unix socket's file; the descriptor is closed, the file stays.
    static func socket(at url: URL) throws {
        let descriptor = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in url.path.utf8.prefix(buffer.count - 1).enumerated() { buffer[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0 else { throw Failed(description: "bind \(url.path): \(String(cString: strerror(errno)))") }
    }

    /// Whether `url` is still a character device (not replaced by a regular file).
    static func isCharacterDevice(_ url: URL) -> Bool {
        var info = stat()
        return lstat(url.path, &info) == 0 && info.st_mode & S_IFMT == S_IFCHR
    }

    static func kind(_ url: URL) -> mode_t {
        var info = stat()
        return lstat(url.path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    /// Mounts a `kilobytes`-sized tmpfs on `folder`; `unmount` undoes it.
    static func mountSmallDisk(on folder: URL, kilobytes: Int) throws {
        let result = try ProcessRunner.run("/usr/bin/env", ["mount", "-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", folder.path])
        guard result.status == 0 else { throw Failed(description: "mount tmpfs on \(folder.path): \(result.stderr)") }
    }

    static func unmount(_ folder: URL) {
        _ = try? ProcessRunner.run("/usr/bin/env", ["umount", folder.path])
    }

    /// Linux's encoding of a device number with major 1 (memory devices), as `makedev(1, minor)`.
    private static func deviceNumber(minor: UInt32) -> dev_t { dev_t(1 << 8 | minor) }

    private static func device(at url: URL, minor: UInt32) throws {
        guard mknod(url.path, S_IFCHR | 0o666, deviceNumber(minor: minor)) == 0 else {
            throw Failed(description: "mknod \(url.path): \(String(cString: strerror(errno)))")
        }
    }
}
