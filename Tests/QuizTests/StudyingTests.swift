import Foundation
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

    /// The expected order was computed outside lifequiz, by an FNV-1a written in Python over the
    /// card ids of the shipped content: a change to the hash or to how cards are keyed shows here.
    @Test func newCardsComeInTheOrderOfTheirIdsHashes() throws {
        let store = try ProgressStore.inMemory()
        let catalog = try CardCatalog(material: try TestMaterial.material()).cards()
        try store.introduce(catalog: catalog, at: now)
        let new = try store.dueCards(at: now, limits: DueLimits(newPerDay: catalog.count), calendar: utc).new
        // Eight ids in the order Python's FNV-1a puts them; new content may fall between them.
        let sample = [
            "order:scenario.push-without-animation", "fact:segues-and-status-bar.perform-segue-flow",
            "order:scenario.push-on-ios9", "fact:window.make-key-and-visible-two-jobs",
            "fact:view-loading.loadview-not-assigned-seed004-log", "fact:scenes.callback-mapping",
            "fact:initialization.init-coder-required-failable", "fact:uiview.override-both-with-setup",
        ]
        #expect(new.map(\.card.id).filter(sample.contains) == sample)
        #expect(new.count == Set(catalog.map(\.id)).count)
        let first = try #require(catalog.first { $0.id == new.first?.card.id })
        #expect(new.first?.card.kind == first.kind.rawValue && new.first?.card.topic == first.topic)
        #expect(new.first?.card.methodIDs == first.methods.sorted())
    }

    @Test func aRecordedAnswerIntroducesItsCardAndLogsTheReview() throws {
        let store = try ProgressStore.inMemory()
        let question = try TestMaterial.generator().question(seed: 3, request: .init(kinds: [.ordering], level: 2))
        let response = TestMaterial.rightAnswer(to: question)
        guard case .graded(let grade) = Grader(material: try TestMaterial.material()).grade(question, answer: response) else {
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
