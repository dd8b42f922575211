import Foundation
import Testing

@Suite struct SourcesCommandTests {
    @Test func eachSourceSaysWhatTheDocumentGivesAndWhatItDoesNot() throws {
        let sources = try CLI().run(["sources", "--lang", "en"])
        #expect(sources.status == 0)
        let lines = sources.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("title: IOS之UIViewController (line 2)"))
        #expect(lines.contains("date: 2019-07-10 11:06:34 (line 3)"))
        #expect(lines.contains("not given in the document: author, address"))
        #expect(lines.contains("not given in the document: title, author, date, address"))
        #expect(lines.contains { $0.hasPrefix("cited as [003 §… L…] · 003_3646153fdb5567bd.txt") })
    }

    /// A document's era and the version its logs are read as are inferred, never stated by it: said so.
    @Test func aSourcesEraIsSaidToBeInferred() throws {
        let sources = try CLI().run(["sources", "--lang", "en"])
        let lines = sources.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("inferred from its code and logs, not stated: 2016-03; Objective-C, Xcode 7, iOS 9; its logs most likely from iOS 9"),
                "\(sources.stdout)")
    }

    @Test func jsonCarriesTheStatedDetailsAndTheCitationForm() throws {
        let sources = try CLI().run(["sources", "--format", "json"])
        let list = try #require((try JSONSerialization.jsonObject(with: Data(sources.stdout.utf8)) as? [String: Any])?["sources"] as? [[String: Any]])
        let byID = Dictionary(uniqueKeysWithValues: list.map { ($0["id"] as! String, $0) })
        let seed003 = try #require(byID["003_3646153fdb5567bd.txt"])
        #expect(seed003["citedAs"] as? String == "003")
        let document = try #require(seed003["document"] as? [String: Any])
        #expect((document["date"] as? [String: Any])?["text"] as? String == "2019-07-10 11:06:34")
        #expect(document["author"] == nil && document["address"] == nil)
        #expect((byID["000_b683b64be764eb10.txt"]?["document"] as? [String: Any])?.isEmpty == true)
    }
}
