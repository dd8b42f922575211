import Quiz

/// A grade as text: the verdict, a side-by-side of the given and the true order, and why.
struct GradeView {
    let grade: Grade
    let console: Console

    var sections: [TextSection] {
        var verdict: StyledText
        if grade.correct {
            verdict = StyledText(console.text("✓ 正确", "✓ Correct"), .title)
        } else {
            let score = Int((grade.score * 100).rounded())
            verdict = StyledText(console.text("✗ 不对", "✗ Not quite"), .error)
            if !grade.rows.isEmpty { verdict = verdict + StyledText(console.text("（顺序得分 \(score)%）", " (order score \(score)%)"), .dim) }
        }
        var sections = [TextSection(lines: [verdict])]
        if !grade.rows.isEmpty, !grade.correct {
            let width = max(12, grade.rows.map(\.given.count).max() ?? 0)
            var lines = [StyledText("    " + pad(console.text("你的顺序", "your order"), width) + "   " + console.text("正确顺序", "true order"), .dim)]
            for row in grade.rows {
                let mark = row.isRight ? StyledText("✓", .dim) : StyledText("✗", .error)
                lines.append(StyledText(" \(row.position). ".leftPadded(to: 4)) + StyledText(pad(row.given, width), row.isRight ? .plain : .highlight)
                             + StyledText(" ") + mark + StyledText(" " + row.expected))
            }
            sections.append(TextSection(lines: lines))
        }
        if !grade.correct || grade.rows.isEmpty {
            let lines = grade.explanations.map { explanation in
                StyledText("• " + explanation.text) + StyledText(explanation.sources.isEmpty ? "" : "  " + explanation.sources.joined(separator: " "), .dim)
            }
            if !lines.isEmpty { sections.append(TextSection(heading: console.text("为什么", "Why"), lines: lines)) }
        }
        return sections
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
