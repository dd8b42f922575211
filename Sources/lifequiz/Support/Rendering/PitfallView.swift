import KnowledgeBase

/// One pitfall: its title, its citations, what you see, why, the fix, and its code with the bug (and fixed).
struct PitfallView {
    let pitfall: Pitfall
    let console: Console

    var lines: [StyledText] {
        var lines: [StyledText] = [
            "  • " + StyledText(pitfall.title.text(in: console.language), .title),
            // On its own line: after the title it read as part of the claim.
            StyledText("    " + (namesASource ? console.localized("pitfall.sources") : ""))
                + pitfall.sources.citedText(apple: pitfall.apple, role: pitfall.sourcesRole, console: console),
            StyledText("    " + console.localized("pitfall.symptom") + pitfall.symptom.text(in: console.language)),
            StyledText("    " + console.localized("pitfall.cause") + pitfall.cause.text(in: console.language)),
            StyledText("    " + console.localized("pitfall.fix") + pitfall.fix.text(in: console.language)),
        ]
        // Labelled as the exports label them: under "Fix:", unlabelled, the mistake read as the fix.
        for (code, label) in [(pitfall.snippet, "export.label.bug-code"), (pitfall.fixSnippet, "export.label.fixed-code")] {
            let code = codeLines(code)
            guard !code.isEmpty else { continue }
            lines.append(StyledText("    " + console.localized(label), .dim))
            lines += code
        }
        return lines
    }

    private func codeLines(_ code: LocalizedCode?) -> [StyledText] {
        // Blank lines around a snippet are YAML's block-scalar newline, not code.
        (code?.text(in: console.language) ?? "").split(separator: "\n", omittingEmptySubsequences: false)
            .drop { $0.allSatisfy(\.isWhitespace) }.reversed().drop { $0.allSatisfy(\.isWhitespace) }.reversed()
            .map { StyledText("      " + $0, .code) }
    }

    /// "See also [002 …]" alone names no source; Apple's page, or passages in the source role, do.
    private var namesASource: Bool { pitfall.sourcesRole == .source || pitfall.apple != nil }
}
