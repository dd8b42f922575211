import KnowledgeBase

/// One fact as a bullet: its text, the iOS versions it holds for, its citations.
struct FactView {
    let fact: Fact
    let console: Console

    var line: StyledText {
        var line = StyledText("  • " + fact.text.text(in: console.language))
        if let ios = fact.ios {
            line = line + StyledText(console.localized("fact.versions", ["versions": ios.shortText]), .dim)
        }
        return line + " " + fact.sources.citedText(apple: fact.apple, role: fact.sourcesRole, console: console)
    }
}

extension VersionRange {
    /// `iOS 9`, `iOS 6–12`, `iOS 6+`, `iOS ≤5`.
    var shortText: String {
        switch (from, to) {
        case let (from?, to?) where from == to: "iOS \(from)"
        case let (from?, to?): "iOS \(from)–\(to)"
        case let (from?, nil): "iOS \(from)+"
        case let (nil, to?): "iOS ≤\(to)"
        case (nil, nil): ""
        }
    }
}
