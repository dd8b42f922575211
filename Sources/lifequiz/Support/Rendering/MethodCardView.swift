import KnowledgeBase
import LifecycleEngine

/// `lifequiz show` as text: one method card as sections. Callers may append sections of their own
/// (the main orderings the method sits in, for one) before printing.
struct MethodCardView {
    let card: MethodCard
    let topicLine: TopicLine
    let console: Console

    var sections: [TextSection] {
        [header(), when, facts, pitfalls, conflicts].compactMap { $0 } + documents
    }

    private var method: Method { card.method }

    /// The method's names, how often UIKit calls it, the super rule, availability; with `details`,
    /// its topic, kind and citations too.
    func header(details: Bool = true) -> TextSection {
        var lines: [StyledText] = [StyledText(method.id, .title)]
        if !method.swiftSignature.isEmpty {
            lines.append("  Swift  " + StyledText(method.swiftSignature, .code))
        }
        if !method.objcSignature.isEmpty || !method.objcSelector.isEmpty {
            let objc = method.objcSignature.isEmpty ? method.objcSelector : method.objcSignature
            lines.append("  ObjC   " + StyledText(objc, .code))
        }
        var availability = console.localized("method.available", ["version": method.available])
        if let deprecated = method.deprecated {
            availability = console.localized("card.available-deprecated", ["available": availability, "version": deprecated])
        }
        lines.append(StyledText("  " + [frequency, superRule, availability].joined(separator: " · ")))
        if details {
            lines.append(StyledText("  " + topicLine.text(topic: method.topic, kind: method.kind) + " · ")
                + method.sources.citedText(apple: method.apple, role: method.sourcesRole, console: console))
        }
        return TextSection(lines: lines)
    }

    var when: TextSection {
        TextSection(heading: console.localized("card.when"), lines: ["  " + StyledText(method.when.text(in: console.language))])
    }

    private var facts: TextSection? {
        guard !card.facts.isEmpty else { return nil }
        return TextSection(heading: console.localized("card.facts"), lines: card.facts.map { FactView(fact: $0, console: console).line })
    }

    private var pitfalls: TextSection? {
        guard !card.pitfalls.isEmpty else { return nil }
        let lines = card.pitfalls.flatMap { PitfallView(pitfall: $0, console: console).lines }
        return TextSection(heading: console.localized("card.pitfalls"), lines: lines)
    }

    private var conflicts: TextSection? {
        guard !card.conflicts.isEmpty else { return nil }
        return TextSection(
            heading: console.localized("card.conflicts"),
            lines: card.conflicts.flatMap { ConflictView(conflict: $0, console: console).lines }
        )
    }

    /// The documents the card's texts say in their own words ("Sources"), then those cited only
    /// by texts that go wholly beyond them ("See also": near the subject, not its source).
    private var documents: [TextSection] {
        let saying = sayingSeeds
        return [documents(heading: "card.sources", card.sources.filter { saying.contains($0.id) }),
                documents(heading: "card.see-also", card.sources.filter { !saying.contains($0.id) })].compactMap { $0 }
    }

    /// The seeds some text of the card cites as saying what it says.
    private var sayingSeeds: Set<String> {
        let facts = card.facts.filter { $0.sourcesRole == .source }.flatMap(\.sources)
        let pitfalls = card.pitfalls.filter { $0.sourcesRole == .source }.flatMap(\.sources)
        let method = method.sourcesRole == .source ? method.sources : []
        return Set((method + facts + pitfalls).map(\.seed))
    }

    private func documents(heading: String, _ documents: [SourceReference]) -> TextSection? {
        guard !documents.isEmpty else { return nil }
        let lines = documents.map { source in
            StyledText("  \(Citation.seedNumber(source.id))  ", .dim) + StyledText("\(source.title.text(in: console.language))  ") + StyledText(source.id, .dim)
        }
        return TextSection(heading: console.localized(heading), lines: lines)
    }

    /// loadView and viewDidLoad come once for each load of the view, the rest of "once" once per object.
    private var frequency: String {
        let perViewLoad = method.frequency == "once" && Callback.methodIDsRepeatedWhenTheViewReloads.contains(method.id)
        return console.localized("card.frequency.\(perViewLoad ? "once-per-view-load" : method.frequency)")
    }

    private var superRule: String {
        console.localized("card.super.\(method.superRule)")
    }
}
