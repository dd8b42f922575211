import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Makes a folder impossible to create files in. Permission bits stop ordinary users; root
/// ignores them, so for root the folder is also made immutable with `chattr +i` (CI runs as root).
public enum Unwritable {
    public struct Failed: Error, CustomStringConvertible {
        public let description: String
    }

    /// Returns the system's reason for refusing a new file in `folder` ("Permission denied" for
    /// an ordinary user, "Operation not permitted" for root), for tests that check the message.
    @discardableResult
    public static func make(_ folder: URL) throws -> String {
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
        if geteuid() == 0 {
            let chattr = try ProcessRunner.run("/usr/bin/env", ["chattr", "+i", folder.path])
            guard chattr.status == 0 else {
                throw Failed(description: "Running as root, and `chattr +i` failed (\(chattr.stderr)): cannot make \(folder.path) unwritable here.")
            }
        }
        // Proves the setup, so the test cannot pass by never meeting an unwritable folder.
        let probe = folder.appendingPathComponent("probe")
        let descriptor = open(probe.path, O_CREAT | O_EXCL | O_WRONLY, 0o644)
        guard descriptor < 0 else {
            close(descriptor)
            try? FileManager.default.removeItem(at: probe)
            throw Failed(description: "\(folder.path) is still writable after chmod 555 / chattr +i.")
        }
        return String(cString: strerror(errno))
    }

    public static func undo(_ folder: URL) {
        if geteuid() == 0 { _ = try? ProcessRunner.run("/usr/bin/env", ["chattr", "-i", folder.path]) }
        try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
    }
}
