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
            let numbers = grade.rows.map { StyledText("\($0.position).") }
            let given = grade.rows.map { StyledText($0.given, $0.isRight ? .plain : .highlight) }
            let marks = grade.rows.map { $0.isRight ? StyledText("✓", .dim) : StyledText("✗", .error) }
            let expected = grade.rows.map { StyledText($0.expected) }
            let yourOrder = StyledText(console.localized("grade.your-order"))
            let trueOrder = StyledText(console.localized("grade.true-order"))
            let number = TextTable.Column(alignment: .right, wraps: false)
            let mark = TextTable.Column(wraps: false)
            var table = TextTable(
                columns: [number, .init(), mark, .init()],
                header: [StyledText(""), yourOrder, StyledText(""), trueOrder],
                rows: grade.rows.indices.map { [numbers[$0], given[$0], marks[$0], expected[$0]] }, indent: 1
            )
            // Where the two orders do not fit side by side, one under the other keeps each name whole.
            table.narrowLayout = [
                TextTable(columns: [number, .init(), mark], header: [StyledText(""), yourOrder, StyledText("")],
                          rows: grade.rows.indices.map { [numbers[$0], given[$0], marks[$0]] }, indent: 1),
                TextTable(columns: [number, .init()], header: [StyledText(""), trueOrder],
                          rows: grade.rows.indices.map { [numbers[$0], expected[$0]] }, indent: 1),
            ]
            sections.append(TextSection(lines: [], table: table))
        }
        if !grade.correct || grade.rows.isEmpty {
            let lines = grade.explanations.map { explanation in
                // The titles are named as sources, so a blog's does not read as the rule's words;
                // a rule that goes further says so, and where its other evidence is. A source named
                // by an earlier bullet is not named again; where that leaves a rule that goes further
                // with none, "as above" keeps it from reading as one without sources.
                let new = explanation.sources.filter { !explanation.sourcesNamedAbove.contains($0) }
                let titles = new.isEmpty && !explanation.sources.isEmpty && explanation.goesBeyondTheSources
                    ? console.localized("grade.sources-as-above") : console.texts.listing(new)
                // A knowledge text marked as Apple's or as logged on devices names that first: the
                // source it extends does not say what it adds.
                let cited = if let further = explanation.furtherEvidence {
                    console.localized("grade.further." + further.rawValue + (titles.isEmpty ? "" : ".beyond"), ["titles": titles])
                } else if explanation.goesBeyondTheSources {
                    console.localized(titles.isEmpty ? "grade.beyond-sources" : "grade.sources-extended", ["titles": titles])
                } else {
                    titles.isEmpty ? "" : console.localized("grade.sources", ["titles": titles])
                }
                return StyledText("• " + explanation.text) + StyledText(cited.isEmpty ? "" : "  " + cited, .dim)
            }
            if !lines.isEmpty { sections.append(TextSection(heading: console.localized("grade.why"), lines: lines)) }
        }
        return sections
    }
}
