import Foundation

/// A file nobody may write, root included: mode 0444, and for root (whom permissions do not stop)
/// `chattr +i` as well.
struct ReadOnlyFile {
    struct Failed: Error, CustomStringConvertible {
        let description: String
    }

    let url: URL

    init(_ url: URL) throws {
        self.url = url
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: url.path)
        if geteuid() == 0 && Self.chattr("+i", url.path) != 0 {
            throw Failed(description: "running as root, and `chattr +i \(url.path)` failed")
        }
        // Proves the setup, so a test cannot pass by never meeting a read-only file.
        let descriptor = open(url.path, O_WRONLY)
        if descriptor >= 0 {
            close(descriptor)
            undo()
            throw Failed(description: "\(url.path) can still be opened for writing")
        }
    }

    func undo() {
        if geteuid() == 0 { _ = Self.chattr("-i", url.path) }
        try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: url.path)
    }

    private static func chattr(_ flag: String, _ path: String) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["chattr", flag, path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
