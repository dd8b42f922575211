import Foundation
import Study

/// A quiz: `count` questions, each answered, skipped or hinted at, with undo; answers saved as
/// they are given when a recorder is set. The questions come from `question(index)`, which must
/// give the same question for the same index (undo asks it again).
public struct QuizLoop {
    public let count: Int
    public let question: (Int) throws -> Question
    public let grader: Grader
    public let recorder: AnswerRecorder?
    public let calendar: Calendar

    public init(count: Int, grader: Grader, recorder: AnswerRecorder?, calendar: Calendar,
                question: @escaping (Int) throws -> Question) {
        self.count = count
        self.question = question
        self.grader = grader
        self.recorder = recorder
        self.calendar = calendar
    }

    public func run(with interaction: some SessionInteraction) throws -> SessionSummary {
        var outcomes: [SessionOutcome] = []
        var index = 0
        var ending = SessionSummary.Ending.finished
        // Cards a recorded answer of this quiz has reviewed: two questions drawn for one card (one
        // level's generated scenarios share it) review it once, not twice seconds apart.
        var reviewed: Set<String> = []
        questions: while index < count {
            let current = try question(index)
            interaction.show(.question(current, SessionPosition(number: index + 1, total: count)))
            var hints = 0
            var draft = ""
            answering: while true {
                switch interaction.read(.answer(draft: draft)) {
                case .text(let line):
                    switch grader.grade(current, answer: line) {
                    case .unreadable(let problems):
                        interaction.show(.unreadable(problems))
                        draft = line
                    case .graded(let grade):
                        // A hint makes a right answer a harder recall, as Anki's Hard.
                        let rating = hints > 0 && grade.rating == .good ? Rating.hard : grade.rating
                        let recording = reviewed.contains(current.card.id) ? nil : try recorder?.record(grade, response: line, for: current, rating: rating)
                        let entry = recording?.entry
                        if entry != nil { reviewed.insert(current.card.id) }
                        interaction.show(.graded(grade))
                        // The rating saved, as study says it: a quiz answer schedules its card too.
                        if let entry {
                            interaction.show(.recorded(RecordedReview(cardID: current.card.id, rating: rating, due: entry.dueAfter,
                                                                      interval: entry.dueAfter.timeIntervalSince(entry.reviewedAt),
                                                                      againThisSession: false)))
                        } else if case .stepNotYetUp(_, let wait) = recording {
                            interaction.show(.stepNotYetUp(wait: wait))
                        } else if recorder != nil {
                            interaction.show(.reviewedEarlierInSession)
                        }
                        outcomes.append(SessionOutcome(item: String(index), grade: grade, rating: entry == nil ? nil : rating,
                                                       methods: grader.material.missed(in: grade, card: current.card.methods), entry: entry, skipped: false))
                        index += 1
                        break answering
                    }
                case .hint:
                    // Only a hint shown makes the recall harder: asking where there is none costs nothing.
                    if let hint = current.hint(hints + 1) {
                        hints += 1
                        interaction.show(.hint(hint))
                    } else {
                        interaction.show(.noHint(afterSome: hints > 0))
                    }
                case .skip:
                    interaction.show(.skipped)
                    outcomes.append(SessionOutcome(item: String(index), grade: nil, rating: nil, methods: [], entry: nil, skipped: true))
                    index += 1
                    break answering
                case .undo:
                    guard let last = outcomes.popLast() else {
                        interaction.show(.nothingToUndo)
                        continue answering
                    }
                    if let entry = last.entry {
                        try recorder?.store.undo(entry)
                        reviewed.remove(entry.cardID)
                    }
                    index = Int(last.item) ?? index
                    interaction.show(.undone(recordRemoved: last.entry != nil))
                    continue questions
                case .help:
                    interaction.show(.controls)
                case .quit: ending = .quit; break questions
                case .endOfInput: ending = .endOfInput; break questions
                case .interrupted: ending = .interrupted; break questions
                }
            }
        }
        let forecast = try recorder.map { try $0.forecast(calendar: calendar) }
        let summary = outcomes.summary(ending: ending, forecast: forecast)
        interaction.show(.summary(summary))
        return summary
    }
}
