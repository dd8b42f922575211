import Foundation
import Testing
@testable import KnowledgeBase

/// Where lifequiz keeps its data, from the environment.
struct DataLocationTests {
    @Test func lifequizHomeComesFirst() throws {
        let location = try DataLocation.resolve(environment: ["LIFEQUIZ_HOME": "/srv/lq", "XDG_DATA_HOME": "/xdg", "HOME": "/home/ada"])
        #expect(location.dataDirectory.path == "/srv/lq")
        #expect(location.knowledgeDatabase.path == "/srv/lq/knowledge.sqlite")
        #expect(location.progressDatabase.path == "/srv/lq/progress.sqlite")
    }

    @Test func xdgDataHomeComesNext() throws {
        let location = try DataLocation.resolve(environment: ["XDG_DATA_HOME": "/xdg", "HOME": "/home/ada"])
        #expect(location.dataDirectory.path == "/xdg/lifequiz")
    }

    @Test func aRelativeXDGDataHomeIsIgnoredAsTheSpecSays() throws {
        let location = try DataLocation.resolve(environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/ada"])
        #expect(location.dataDirectory.path.hasPrefix("/home/ada/"))
    }

    @Test func homeIsTheFallback() throws {
        let location = try DataLocation.resolve(environment: ["HOME": "/home/ada"])
        #if os(macOS)
        #expect(location.dataDirectory.path == "/home/ada/Library/Application Support/lifequiz")
        #else
        #expect(location.dataDirectory.path == "/home/ada/.local/share/lifequiz")
        #endif
    }

    @Test func aRelativeLifequizHomeIsRefused() {
        #expect(throws: KnowledgeBaseError.dataDirectoryNotAbsolute("data")) {
            try DataLocation.resolve(environment: ["LIFEQUIZ_HOME": "data", "HOME": "/home/ada"])
        }
    }

    @Test func aTildeInLifequizHomeIsHome() throws {
        let location = try DataLocation.resolve(environment: ["LIFEQUIZ_HOME": "~/lq", "HOME": "/home/ada"])
        #expect(location.dataDirectory.path == "/home/ada/lq")
    }

    @Test func aTildeInLifequizHomeIsRefusedWhenHomeIsUnset() {
        #expect(throws: KnowledgeBaseError.dataDirectoryNotAbsolute("~/lq")) {
            try DataLocation.resolve(environment: ["LIFEQUIZ_HOME": "~/lq"])
        }
    }

    @Test func theMessageForARelativeLifequizHomeSaysWhatToSet() {
        let message = KnowledgeBaseError.dataDirectoryNotAbsolute("data").description
        #expect(message.contains("LIFEQUIZ_HOME"))
        #expect(message.contains("'data'"))
        #expect(message.contains("absolute"))
    }

    @Test func anEmptyLifequizHomeIsIgnored() throws {
        let location = try DataLocation.resolve(environment: ["LIFEQUIZ_HOME": "", "HOME": "/home/ada"])
        #expect(location.dataDirectory.path.hasPrefix("/home/ada/"))
    }

    @Test func theDatabaseOptionMovesOnlyTheKnowledgeDatabase() throws {
        let location = try DataLocation.resolve(environment: ["LIFEQUIZ_HOME": "/srv/lq"], databaseOverride: "/tmp/other.sqlite")
        #expect(location.knowledgeDatabase.path == "/tmp/other.sqlite")
        #expect(location.progressDatabase.path == "/srv/lq/progress.sqlite")
    }

    @Test func aRelativeDatabaseOptionIsTakenFromTheCurrentDirectory() throws {
        let location = try DataLocation.resolve(environment: ["LIFEQUIZ_HOME": "/srv/lq"], databaseOverride: "kb.sqlite")
        #expect(location.knowledgeDatabase.path == URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appending(path: "kb.sqlite").path)
    }

    @Test func withoutAnyDirectoryTheUserIsToldWhatToSet() {
        #expect(throws: KnowledgeBaseError.noDataDirectory) { try DataLocation.resolve(environment: [:]) }
    }
}
