import Foundation
import SeededRandom
import Study
import Testing

@testable import Quiz

/// What `lifequiz study` and recorded quiz answers write to the progress store.
@Suite struct StudyingTests {
    let now = Date(timeIntervalSince1970: 1_767_600_000)
    let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    @Test func newCardsComeInTheOrderOfTheirIdsHashes() throws {
        let store = try ProgressStore.inMemory()
        let catalog = CardCatalog(material: TestMaterial.material).cards()
        try store.introduce(catalog: catalog, at: now)
        let new = try store.dueCards(at: now, limits: DueLimits(newPerDay: catalog.count), calendar: utc).new
        var seen: Set<String> = []
        let expected = catalog.map(\.id).filter { seen.insert($0).inserted }.sorted { FNV1a.hash($0) < FNV1a.hash($1) }
        #expect(new.map(\.card.id) == expected)
        let first = try #require(catalog.first { $0.id == expected.first })
        #expect(new.first?.card.kind == first.kind.rawValue && new.first?.card.topic == first.topic)
        #expect(new.first?.card.methodIDs == first.methods.sorted())
    }

    @Test func aRecordedAnswerIntroducesItsCardAndLogsTheReview() throws {
        let store = try ProgressStore.inMemory()
        let question = try TestMaterial.generator().question(seed: 3, request: .init(kinds: [.ordering], level: 2))
        let response = TestMaterial.rightAnswer(to: question)
        guard case .graded(let grade) = Grader(material: TestMaterial.material).grade(question, answer: response) else {
            Issue.record("the right answer could not be graded")
            return
        }
        try AnswerRecorder(store: store).record(grade, response: response, for: question)
        let card = try #require(try store.card(question.card.id))
        #expect(card.card.kind == question.card.kind && card.card.topic == question.card.topic)
        #expect(card.card.methodIDs == Set(question.card.methods).sorted())
        let history = try store.history(of: question.card.id)
        #expect(history.map(\.rating) == [grade.rating])
        #expect(history.map(\.grade) == [grade.score])
        #expect(history.map(\.answer) == [response])
    }
}
