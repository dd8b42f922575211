import InterfaceText
import TraceRendering

extension ExplainNotes {
    /// The words around `--explain`'s paragraphs in the catalog's language.
    init(_ texts: TextCatalog) {
        self.init(
            linesAbove: { texts.text("simulate.lines-above", ["count": "\($0)"]) },
            sameRule: { texts.text("simulate.same-rule", ["line": $0]) },
            sameRuleInStep: { texts.text("simulate.same-rule-in-step", ["line": $0, "step": "\($1)"]) }
        )
    }
}
