import KnowledgeBase
import Quiz

/// The guided path as text: the map of lessons with their mastery, a lesson's introduction, and
/// what comes next.
struct PathView {
    let path: [LessonProgress]
    let lessons: [String: LessonEntry]
    let console: Console

    func title(of lesson: Lesson) -> String {
        lessons[lesson.id]?.title.text(in: console.language) ?? lesson.id
    }

    var map: [TextSection] {
        let current = path.first { !$0.isMastered }?.lesson
        let width = path.map { title(of: $0.lesson).displayWidth }.max() ?? 0
        let lines = path.enumerated().map { index, progress in
            let mark = progress.isMastered ? "✓" : progress.lesson == current ? "▶" : " "
            let name = title(of: progress.lesson)
            let bar = ProgressBar(done: min(progress.known, progress.required), total: progress.required, width: 12)
            return StyledText(" \(mark) \(index + 1). ", progress.lesson == current ? .title : .plain)
                + StyledText(name + String(repeating: " ", count: width - name.displayWidth), progress.lesson == current ? .title : .plain)
                + StyledText("  " + bar.text + " \(progress.known)/\(progress.required)", .dim)
        }
        let heading = console.text("学习路径（每课掌握 \(LessonProgress.cardsToKnow) 张卡片即进入下一课）",
                                   "The path (each lesson: know \(LessonProgress.cardsToKnow) cards to move on)")
        return [TextSection(heading: heading, lines: lines)]
    }

    func introduction(of lesson: Lesson) -> [TextSection] {
        guard let entry = lessons[lesson.id] else { return [] }
        return [TextSection(heading: entry.title.text(in: console.language),
                            lines: entry.intro.text(in: console.language).split(separator: "\n").map { StyledText(String($0)) })]
    }

    var allDone: [TextSection] {
        [TextSection(lines: [StyledText(console.text("整条路径都掌握了。用 lifequiz study 复习到期的卡片，保持记忆。",
                                                     "You know the whole path. Keep it with lifequiz study, which brings back what is due."))])]
    }

    func outcome(of lesson: Lesson) -> [TextSection] {
        guard let progress = path.first(where: { $0.lesson == lesson }) else { return [] }
        if progress.isMastered {
            let next = path.first { !$0.isMastered }.map { title(of: $0.lesson) }
            return [TextSection(lines: [StyledText(console.text("「\(title(of: lesson))」已掌握。", "You know \"\(title(of: lesson))\"."), .title),
                                        StyledText(next.map { console.text("下一课：\($0)。再运行 lifequiz learn 继续。",
                                                                           "Next: \($0). Run lifequiz learn again to go on.") }
                                                   ?? console.text("整条路径都掌握了。", "That was the last lesson."))])]
        }
        return [TextSection(lines: [StyledText(console.text(
            "「\(title(of: lesson))」已掌握 \(progress.known)/\(progress.required) 张，掌握 \(progress.required) 张即进入下一课。再运行 lifequiz learn 从这里继续；卡片到期时会回来。",
            "\"\(title(of: lesson))\": \(progress.known) of \(progress.required) cards known; \(progress.required) move you on. Run lifequiz learn again to resume here; cards come back when they are due."))])]
    }
}
