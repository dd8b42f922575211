import Foundation
import Quiz
import Study

/// One session event as text.
struct SessionEventView {
    let event: SessionEvent
    let console: Console
    let noun: (zh: String, en: String)

    var sections: [TextSection] {
        switch event {
        case .question(let question, let position):
            return [positionSection(position)] + QuestionView(question: question, number: nil, console: console).sections
        case .flashcard(let card, let position):
            return [positionSection(position), FlashcardView(card: card, console: console).front]
        case .flashcardBack(let card):
            return [FlashcardView(card: card, console: console).back]
        case .unreadable(let problems):
            return [TextSection(lines: problems.map { StyledText("  " + $0.description, .error) }
                + [StyledText(console.text("  请再答一次（你写的还在，可以修改）。", "  Please answer again (what you typed is kept to edit)."), .dim)])]
        case .hint(let hint):
            return [TextSection(lines: [StyledText(HintText(hint: hint, console: console).text, .highlight)])]
        case .noHint:
            return line(console.text("这一题没有更多提示了。", "No more hints for this one."), .dim)
        case .graded(let grade):
            return GradeView(grade: grade, console: console).sections
        case .recorded(let review):
            let rating = RatingName(rating: review.rating, console: console).text
            let wait = IntervalText(seconds: review.interval, console: console).text
            let text = review.againThisSession
                ? console.text("已记录：\(rating)。\(wait)后在本次学习中再出现。", "Recorded: \(rating). It comes back in \(wait), in this session.")
                : console.text("已记录：\(rating)。下次复习在 \(wait) 后。", "Recorded: \(rating). Next review in \(wait).")
            return line(text, .dim)
        case .skipped:
            return line(console.text("已跳过，未记录。", "Skipped; nothing recorded."), .dim)
        case .undone(let recordRemoved):
            return line(recordRemoved ? console.text("已撤销上一次回答，记录也已删除；再来一次。", "Took back the last answer and its record; here it is again.")
                                      : console.text("已撤销；再来一次。", "Taken back; here it is again."), .dim)
        case .nothingToUndo:
            return line(console.text("还没有可以撤销的回答。", "Nothing to undo yet."), .dim)
        case .controls:
            return line(Self.controls(console), .dim)
        case .cardGone(let id):
            return line(console.text("（卡片 \(id) 已不在知识库中，跳过。）", "(card \(id) is no longer in the knowledge base; skipped)"), .dim)
        case .nothingDue(let forecast):
            return [TextSection(lines: [StyledText(console.text("现在没有到期的卡片。", "Nothing is due now."))]
                + ForecastText(forecast: forecast, console: console).lines)]
        case .summary(let summary):
            return SummaryView(summary: summary, console: console).sections
        }
    }

    static func controls(_ console: Console) -> String {
        console.text("? 提示 · s 跳过 · u 撤销 · q 退出 · Ctrl-D 结束 · help 本说明",
                     "? hint · s skip · u undo · q quit · Ctrl-D end · help this list")
    }

    private func positionSection(_ position: SessionPosition) -> TextSection {
        let label = console.text("第 \(position.number) \(noun.zh)，共 \(position.total) \(noun.zh)",
                                 "\(noun.en) \(position.number) of \(position.total)")
        return TextSection(lines: [StyledText(label, .heading) + StyledText("  " + ProgressBar(done: position.number - 1, total: position.total).text, .dim)])
    }

    private func line(_ text: String, _ style: TextStyle) -> [TextSection] {
        [TextSection(lines: [StyledText(text, style)])]
    }
}
