import Foundation

/// A tiny tmpfs mounted for one test, to run lifequiz on a disk that fills up. Mounting needs
/// root; tests using it are enabled only then.
final class SmallDisk {
    struct Failed: Error, CustomStringConvertible {
        let description: String
    }

    static var canMount: Bool { geteuid() == 0 }

    let url: URL

    init(kilobytes: Int) throws {
        url = FileManager.default.temporaryDirectory.appending(path: "lifequiz-disk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        guard Self.command("/bin/mount", ["-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", url.path]) == 0 else {
            throw Failed(description: "cannot mount a tmpfs at \(url.path)")
        }
    }

    deinit {
        _ = Self.command("/bin/umount", [url.path])
        try? FileManager.default.removeItem(at: url)
    }

    /// Takes every free byte, so the next write fails with "No space left on device".
    func fill() throws {
        let filler = url.appending(path: "filler")
        FileManager.default.createFile(atPath: filler.path, contents: nil)
        let handle = try FileHandle(forWritingTo: filler)
        defer { try? handle.close() }
        let block = Data(count: 4096)
        while (try? handle.write(contentsOf: block)) != nil {}
        let bytes = Data(count: 1)
        while (try? handle.write(contentsOf: bytes)) != nil {}
    }

    /// Gives back what `fill` took.
    func empty() throws {
        try FileManager.default.removeItem(at: url.appending(path: "filler"))
    }

    func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }

    private static func command(_ path: String, _ arguments: [String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
