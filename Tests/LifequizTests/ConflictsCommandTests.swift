import Foundation
import Testing

/// `lifequiz conflicts`: every disagreement, those that mention some words, or an index of them.
@Suite struct ConflictsCommandTests {
    private func ids(_ output: String) -> [String] {
        output.split(separator: "\n").filter { $0.hasPrefix("  • ") }.compactMap { $0.split(separator: " ").last.map(String.init) }
    }

    @Test func titlesListEachDisagreementOnOneLine() throws {
        let all = try CLI().run(["conflicts", "--lang", "en"])
        let index = try CLI().run(["conflicts", "--titles", "--lang", "en"])
        #expect(index.status == 0)
        #expect(index.stdout.split(separator: "\n").allSatisfy { $0.hasPrefix("  • ") && $0.hasSuffix(String($0.split(separator: " ").last ?? "")) })
        #expect(ids(index.stdout) == ids(all.stdout) && ids(index.stdout).count > 10)
        #expect(!index.stdout.contains("Why: "))
        let json = try CLI().run(["conflicts", "--titles", "--format", "json"])
        let entries = try #require((try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])?["conflicts"] as? [[String: Any]])
        #expect(entries.map { $0["id"] as? String } == ids(index.stdout))
        #expect(entries.allSatisfy { Set($0.keys) == ["id", "title"] })
    }

    /// A word in either language narrows the list; every word must be there.
    @Test(arguments: [(["加载", "--lang", "zh"], "conflict.view-did-load-once"), (["push", "viewWillDisappear", "--lang", "en"], "conflict.push-order")])
    func wordsKeepOnlyTheDisagreementsThatMentionThem(arguments: [String], expected: String) throws {
        let some = try CLI().run(["conflicts"] + arguments)
        let all = try CLI().run(["conflicts"])
        #expect(some.status == 0 && ids(some.stdout).contains(expected))
        #expect(ids(some.stdout).count < ids(all.stdout).count)
    }

    @Test func wordsNoDisagreementMentionsSaySoAndPointToTheIndex() throws {
        let none = try CLI().run(["conflicts", "xyzzy", "--lang", "en"])
        #expect(none.status == 0 && none.stdout.contains("No disagreement between the sources mentions 'xyzzy'. lifequiz conflicts --titles"))
        let json = try CLI().run(["conflicts", "xyzzy", "--format", "json"])
        let answer = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((answer["conflicts"] as? [Any])?.isEmpty == true)
    }
}
