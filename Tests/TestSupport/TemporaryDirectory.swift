import Foundation

/// A fresh folder under the system's temporary directory, removed when the value goes away (or
/// earlier by `remove()`: a local that is no longer used may be released before the test ends, so
/// a test that only keeps URLs into the folder calls `remove()` in a `defer`).
public final class TemporaryDirectory: Sendable {
    public let url: URL

    public init() throws {
        url = FileManager.default.temporaryDirectory
            .appending(path: "lifequiz-tests-\(UUID().uuidString)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { remove() }

    public func file(_ name: String) -> URL {
        url.appending(path: name, directoryHint: .notDirectory)
    }

    /// The names in the folder, hidden ones included, to catch stray journal or temporary files.
    public func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }

    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
