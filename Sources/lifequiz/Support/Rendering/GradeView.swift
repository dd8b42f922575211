import Quiz

/// A grade as text: the verdict, a side-by-side of the given and the true order, and why.
struct GradeView {
    let grade: Grade
    let console: Console

    var sections: [TextSection] {
        var verdict: StyledText
        if grade.correct {
            verdict = StyledText(console.localized("grade.correct"), .title)
        } else {
            let score = Int((grade.score * 100).rounded())
            verdict = StyledText(console.localized("grade.wrong"), .error)
            if !grade.rows.isEmpty { verdict = verdict + StyledText(console.localized("grade.order-score", ["score": "\(score)"]), .dim) }
        }
        var sections = [TextSection(lines: [verdict])]
        if !grade.rows.isEmpty, !grade.correct {
            let rows = grade.rows.map { row in
                [StyledText("\(row.position)."), StyledText(row.given, row.isRight ? .plain : .highlight),
                 row.isRight ? StyledText("✓", .dim) : StyledText("✗", .error), StyledText(row.expected)]
            }
            let header = [StyledText(""), StyledText(console.localized("grade.your-order")), StyledText(""),
                          StyledText(console.localized("grade.true-order"))]
            let table = TextTable(
                columns: [.init(alignment: .right, wraps: false), .init(), .init(wraps: false), .init()],
                header: header, rows: rows, indent: 1
            )
            sections.append(TextSection(lines: [], table: table))
        }
        if !grade.correct || grade.rows.isEmpty {
            let lines = grade.explanations.map { explanation in
                // The titles are named as sources, so a blog's does not read as the rule's words;
                // a rule that goes further says so, and where its other evidence is.
                let titles = console.texts.listing(explanation.sources)
                let cited = explanation.goesBeyondTheSources
                    ? console.localized(titles.isEmpty ? "grade.beyond-sources" : "grade.sources-extended", ["titles": titles])
                    : titles.isEmpty ? "" : console.localized("grade.sources", ["titles": titles])
                return StyledText("• " + explanation.text) + StyledText(cited.isEmpty ? "" : "  " + cited, .dim)
            }
            if !lines.isEmpty { sections.append(TextSection(heading: console.localized("grade.why"), lines: lines)) }
        }
        return sections
    }
}
