import TestSupport
@testable import KnowledgeBase

extension TemporaryDirectory {
    /// A knowledge database built from the fixture content, as a file in this folder.
    func fixtureDatabase() throws -> KnowledgeDatabase {
        try KnowledgeDatabase.open(at: file("knowledge.sqlite"), content: FixtureContent.content())
    }
}
