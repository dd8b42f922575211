import Foundation
@testable import Quiz

/// A learner who types a fixed script: records what the session shows and asks, and answers
/// each request with the next input (a closure may look at the question first), then Ctrl-D.
final class ScriptedInteraction: SessionInteraction {
    enum Step {
        case input(LearnerInput)
        /// The right answer to the question last shown.
        case rightAnswer
        /// An answer to it that is read but wrong: an order reversed, another option.
        case wrongAnswer
        /// Time passes on `clock` before the next step answers.
        case wait(TimeInterval)
    }

    private var script: [Step]
    private let clock: TestClock?
    private(set) var events: [SessionEvent] = []
    private(set) var requests: [InputRequest] = []

    init(_ script: [Step], clock: TestClock? = nil) {
        self.script = script
        self.clock = clock
    }

    func show(_ event: SessionEvent) { events.append(event) }

    func read(_ request: InputRequest) -> LearnerInput {
        requests.append(request)
        return nextInput()
    }

    private func nextInput() -> LearnerInput {
        guard !script.isEmpty else { return .endOfInput }
        switch script.removeFirst() {
        case .wait(let seconds):
            clock?.advance(seconds)
            return nextInput()
        case .input(let input): return input
        case .rightAnswer: return .text(lastQuestion.map(TestMaterial.rightAnswer) ?? "")
        case .wrongAnswer: return .text(lastQuestion.map(TestMaterial.wrongAnswer) ?? "")
        }
    }

    var lastQuestion: Question? {
        events.reversed().lazy.compactMap { if case .question(let question, _) = $0 { question } else { nil } }.first
    }

    var questions: [Question] { events.compactMap { if case .question(let question, _) = $0 { question } else { nil } } }
    var positions: [SessionPosition] {
        events.compactMap {
            switch $0 {
            case .question(_, let position), .flashcard(_, let position): position
            default: nil
            }
        }
    }
    var flashcards: [CatalogCard] { events.compactMap { if case .flashcard(let card, _) = $0 { card } else { nil } } }
    var recorded: [RecordedReview] { events.compactMap { if case .recorded(let review) = $0 { review } else { nil } } }
    var summary: SessionSummary? { events.compactMap { if case .summary(let summary) = $0 { summary } else { nil } }.last }
    func count(_ matches: (SessionEvent) -> Bool) -> Int { events.filter(matches).count }
}

/// A clock the test moves by hand.
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var time: Date

    init(_ time: Date) { self.time = time }

    var now: Date { lock.withLock { time } }
    func advance(_ seconds: TimeInterval) { lock.withLock { time += seconds } }
    var session: SessionClock { SessionClock { [self] in now } }
}
