import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Makes a folder impossible to create files in. Permission bits stop ordinary users; root
/// ignores them, so for root the folder is also made immutable with `chattr +i`.
enum Unwritable {
    struct Failed: Error, CustomStringConvertible {
        let description: String
    }

    static func make(_ folder: URL) throws {
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
        if geteuid() == 0 {
            let chattr = try ProcessRunner.run("/usr/bin/env", ["chattr", "+i", folder.path])
            guard chattr.status == 0 else {
                throw Failed(description: "Running as root, and `chattr +i` failed (\(chattr.stderr)): cannot make \(folder.path) unwritable here.")
            }
        }
        // Proves the setup, so the test cannot pass by never meeting an unwritable folder.
        let probe = folder.appendingPathComponent("probe")
        if FileManager.default.createFile(atPath: probe.path, contents: nil) {
            try? FileManager.default.removeItem(at: probe)
            throw Failed(description: "\(folder.path) is still writable after chmod 555 / chattr +i.")
        }
    }

    static func undo(_ folder: URL) {
        if geteuid() == 0 { _ = try? ProcessRunner.run("/usr/bin/env", ["chattr", "-i", folder.path]) }
        try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
    }
}
