import InterfaceText
import KnowledgeBase

extension Citation {
    /// In full, for a card's back or a study sheet read far from this program:
    /// `002_777fd6bad1933fe0.txt § UIViewController, lines 196-222`, zh
    /// `……§ UIViewController，第 196-222 行`. A card in both languages gives the lines in English,
    /// after the seed's heading and its English title.
    func fullText(in language: CardLanguage) -> String {
        var text = ""
        writeFullText(to: &text, in: language)
        return text
    }

    /// `fullText(in:)`, written piece by piece: exports stream it into each card's HTML.
    func writeFullText(to output: inout some TextOutputStream, in language: CardLanguage) {
        writePlace(to: &output, in: language.single)
        output.write(TextCatalog.embedded((language.single ?? .en).rawValue).text("export.source-lines", ["lines": lines]))
    }
}
