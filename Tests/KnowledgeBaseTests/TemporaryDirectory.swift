import Foundation
@testable import KnowledgeBase

/// A fresh directory per test, removed when the test ends.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appending(path: "kb-tests-\(UUID().uuidString)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    func file(_ name: String) -> URL {
        url.appending(path: name, directoryHint: .notDirectory)
    }

    /// Names of everything in the directory, to catch stray journal or temporary files.
    func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }

    /// A knowledge database built from the fixture content.
    func fixtureDatabase() throws -> KnowledgeDatabase {
        try KnowledgeDatabase.open(at: file("knowledge.sqlite"), content: FixtureContent.content())
    }
}
