import InterfaceText
import TraceRendering

extension ExplainNotes {
    /// Ordinals the catalogs spell out: `simulate.ordinal.1` to `.5`; past them, a number.
    static let namedOrdinals = 5

    /// The words around `--explain`'s paragraphs in the catalog's language.
    init(_ texts: TextCatalog) {
        @Sendable func ordinal(_ number: Int) -> String {
            (1...Self.namedOrdinals).contains(number) ? texts.text("simulate.ordinal.\(number)") : texts.text("simulate.ordinal.other", ["n": "\(number)"])
        }
        self.init(
            linesAbove: { texts.text("simulate.lines-above", ["count": "\($0)"]) },
            sameRule: { line, nth in
                nth.map { texts.text("simulate.same-rule-nth", ["line": line, "ordinal": ordinal($0)]) } ?? texts.text("simulate.same-rule", ["line": line])
            },
            sameRuleInStep: { line, nth, step in
                nth.map { texts.text("simulate.same-rule-nth-in-step", ["line": line, "ordinal": ordinal($0), "step": "\(step)"]) }
                    ?? texts.text("simulate.same-rule-in-step", ["line": line, "step": "\(step)"])
            }
        )
    }
}
