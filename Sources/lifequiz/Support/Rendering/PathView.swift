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
            // A lesson's count stops at what it asks: 40/10 after a sitting with a high --new read as a fault.
            let done = min(progress.known, progress.required)
            let bar = ProgressBar(done: done, total: progress.required, width: 12)
            return StyledText(" \(mark) \(index + 1). ", progress.lesson == current ? .title : .plain)
                + StyledText(name + String(repeating: " ", count: width - name.displayWidth), progress.lesson == current ? .title : .plain)
                + StyledText("  " + bar.text + " \(done)/\(progress.required)", .dim)
        }
        let heading = console.localized("path.heading", ["count": "\(LessonProgress.cardsToKnow)"])
        return [TextSection(heading: heading, lines: lines)]
    }

    func introduction(of lesson: Lesson) -> [TextSection] {
        guard let entry = lessons[lesson.id] else { return [] }
        return [TextSection(heading: entry.title.text(in: console.language),
                            lines: entry.intro.text(in: console.language).split(separator: "\n").map { StyledText(String($0)) })]
    }

    var allDone: [TextSection] {
        [TextSection(lines: [StyledText(console.localized("path.all-done"))])]
    }

    /// `wrongRatedRecalled`: answers of the session marked ✗ but rated as recalled, which the
    /// lesson's progress counts as known: said beside "You know", which would read oddly after them.
    func outcome(of lesson: Lesson, wrongRatedRecalled: Int = 0) -> [TextSection] {
        guard let progress = path.first(where: { $0.lesson == lesson }) else { return [] }
        if progress.isMastered {
            let next = path.first { !$0.isMastered }.map { title(of: $0.lesson) }
            let byRatings = wrongRatedRecalled > 0
                ? [StyledText(console.texts.counted("path.known-by-ratings", wrongRatedRecalled), .dim)] : []
            let known = StyledText(console.localized("path.lesson-known", ["lesson": title(of: lesson)]), .title)
            let onward = StyledText(next.map { console.localized("path.next-lesson", ["lesson": $0]) } ?? console.localized("path.last-lesson"))
            return [TextSection(lines: [known] + byRatings + [onward])]
        }
        return [TextSection(lines: [StyledText(console.localized("path.lesson-progress", [
            "lesson": title(of: lesson), "known": "\(progress.known)", "required": "\(progress.required)",
        ]))])]
    }
}
