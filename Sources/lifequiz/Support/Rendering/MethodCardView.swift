import KnowledgeBase

/// `lifequiz show` as text: one method card as sections. Callers may append sections of their own
/// (the main orderings the method sits in, for one) before printing.
struct MethodCardView {
    let card: MethodCard
    let console: Console

    var sections: [TextSection] {
        [header, when, facts, pitfalls, conflicts, sources].compactMap { $0 }
    }

    private var method: Method { card.method }

    private var header: TextSection {
        var lines: [StyledText] = [StyledText(method.id, .title)]
        if !method.swiftSignature.isEmpty {
            lines.append("  Swift  " + StyledText(method.swiftSignature, .code))
        }
        if !method.objcSignature.isEmpty || !method.objcSelector.isEmpty {
            let objc = method.objcSignature.isEmpty ? method.objcSelector : method.objcSignature
            lines.append("  ObjC   " + StyledText(objc, .code))
        }
        var availability = "iOS \(method.available)+"
        if let deprecated = method.deprecated {
            availability += console.text("，\(deprecated) 起废弃", ", deprecated in \(deprecated)")
        }
        lines.append(StyledText("  " + [frequency, superRule, availability].joined(separator: " · ")))
        lines.append(StyledText("  " + console.text("主题", "topic") + " \(method.topic) · \(method.kind) · ") + cited(method.sources))
        return TextSection(lines: lines)
    }

    private var when: TextSection {
        TextSection(heading: console.text("UIKit 何时调用", "When UIKit calls it"), lines: ["  " + StyledText(method.when.text(in: console.language))])
    }

    private var facts: TextSection? {
        guard !card.facts.isEmpty else { return nil }
        let lines = card.facts.map { fact -> StyledText in
            var line = StyledText("  • " + fact.text.text(in: console.language))
            if let ios = fact.ios {
                line = line + StyledText(" (\(ios.written(.text)))", .dim)
            }
            return line + " " + cited(fact.sources)
        }
        return TextSection(heading: console.text("要点", "Facts"), lines: lines)
    }

    private var pitfalls: TextSection? {
        guard !card.pitfalls.isEmpty else { return nil }
        var lines: [StyledText] = []
        for pitfall in card.pitfalls {
            lines.append("  • " + StyledText(pitfall.title.text(in: console.language), .title) + " " + cited(pitfall.sources))
            lines.append(StyledText("    " + console.text("现象：", "Symptom: ") + pitfall.symptom.text(in: console.language)))
            lines.append(StyledText("    " + console.text("原因：", "Cause: ") + pitfall.cause.text(in: console.language)))
            lines.append(StyledText("    " + console.text("解决：", "Fix: ") + pitfall.fix.text(in: console.language)))
            // Blank lines around a snippet are YAML's block-scalar newline, not code.
            let code = (pitfall.snippet ?? "").split(separator: "\n", omittingEmptySubsequences: false)
                .drop { $0.allSatisfy(\.isWhitespace) }.reversed().drop { $0.allSatisfy(\.isWhitespace) }.reversed()
            lines += code.map { StyledText("      " + $0, .code) }
        }
        return TextSection(heading: console.text("常见错误", "Pitfalls"), lines: lines)
    }

    private var conflicts: TextSection? {
        guard !card.conflicts.isEmpty else { return nil }
        return TextSection(
            heading: console.text("资料分歧", "Where the sources disagree"),
            lines: card.conflicts.flatMap { ConflictView(conflict: $0, console: console).lines }
        )
    }

    private var sources: TextSection? {
        guard !card.sources.isEmpty else { return nil }
        let lines = card.sources.map { source in
            StyledText("  \(Citation.seedNumber(source.id))  ", .dim) + StyledText("\(source.title.text(in: console.language))  ") + StyledText(source.id, .dim)
        }
        return TextSection(heading: console.text("出处", "Sources"), lines: lines)
    }

    private func cited(_ citations: [Citation]) -> StyledText {
        StyledText(citations.map(\.shortText).joined(separator: " "), .dim)
    }

    private var frequency: String {
        switch method.frequency {
        case "once": console.text("只调用一次", "called once")
        case "many": console.text("可能多次调用", "called many times")
        case "never": console.text("UIKit 不会自动调用", "never called by UIKit itself")
        default: method.frequency
        }
    }

    private var superRule: String {
        switch method.superRule {
        case "first": console.text("先调用 super", "call super first")
        case "last": console.text("最后调用 super", "call super last")
        case "anywhere": console.text("需调用 super（位置不限）", "call super anywhere")
        case "never": console.text("不要调用 super", "do not call super")
        default: console.text("无 super 规则", "no super rule")
        }
    }
}
