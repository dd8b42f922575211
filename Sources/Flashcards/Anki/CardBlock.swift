import InterfaceText

/// One part of a card side. A note type's Anki templates and the TSV export's flattened
/// front and back are both generated from the same blocks, so the two always agree.
///
/// Labels are interface texts (`export.*` catalog keys). A template carries them in both
/// languages and the card's language tag hides the other (`NoteType.css`), so one note type
/// serves Chinese, English and bilingual notes; TSV, which has no templates, writes the one the
/// card needs.
enum CardBlock {
    /// A small heading naming the kind of card.
    case kind(label: String)
    /// A field's value after a short prefix, e.g. "iOS 13".
    case badge(field: String, prefix: String)
    /// A field's value under an optional label; left out when the field is empty.
    case field(String, label: String?)
    /// A fixed instruction to the learner.
    case prompt(label: String)
    /// A field holding `{{c1::…}}` blanks: Anki shows them as [...] on the question side and
    /// highlighted on the answer side.
    case cloze(String)

    /// The block as Anki template markup: `{{Field}}` references, `{{#Field}}` sections.
    var template: String {
        if case .cloze(let field) = self { return "<div class=\"lq-field lq-text\">{{cloze:\(field)}}</div>" }
        return html(label: Self.bothLanguagesMarkup) { field in (open: "{{#\(field)}}", value: "{{\(field)}}", close: "{{/\(field)}}") }
    }

    /// The block with the fields' values filled in, as Anki would render it, labelled in
    /// `language`; `revealed` renders a cloze's blanks as the answer side does.
    func rendered(_ values: [String: String], language: CardLanguage, revealed: Bool = false) -> String {
        if case .cloze(let field) = self {
            return "<div class=\"lq-field lq-text\">\(ClozeMarkup.rendered(values[field] ?? "", revealed: revealed))</div>"
        }
        return html(label: { Self.label($0, in: language) }) { field in
            let value = values[field] ?? ""
            return value.isEmpty ? nil : (open: "", value: value, close: "")
        }
    }

    /// A label in the card's language; both, Chinese first, on a bilingual card.
    static func label(_ key: String, in language: CardLanguage, _ values: [String: String] = [:]) -> String {
        switch language {
        case .zh, .en: TextCatalog.embedded(language.rawValue).text(key, values)
        case .both: TextCatalog.embedded("zh").text(key, values) + " · " + TextCatalog.embedded("en").text(key, values)
        }
    }

    private static func bothLanguagesMarkup(_ key: String) -> String {
        #"<span class="lq-zh" lang="zh-Hans">\#(TextCatalog.embedded("zh").text(key))</span>"#
            + #"<span class="lq-en" lang="en">\#(TextCatalog.embedded("en").text(key))</span>"#
    }

    /// `label` writes a label's markup; `fieldParts` gives the markup around and for a field, or
    /// nil to leave the block out.
    private func html(label: (String) -> String,
                      _ fieldParts: (String) -> (open: String, value: String, close: String)?) -> String {
        switch self {
        case .kind(let key):
            return "<div class=\"lq-kind\">\(label(key))</div>"
        case .prompt(let key):
            return "<div class=\"lq-prompt\">\(label(key))</div>"
        case .cloze(let field):
            return fieldParts(field).map(\.value) ?? ""
        case .badge(let field, let prefix):
            guard let parts = fieldParts(field) else { return "" }
            return "\(parts.open)<div class=\"lq-badge\">\(prefix) \(parts.value)</div>\(parts.close)"
        case .field(let field, let key):
            guard let parts = fieldParts(field) else { return "" }
            let heading = key.map { "<div class=\"lq-label\">\(label($0))</div>" } ?? ""
            return "\(parts.open)<div class=\"lq-field lq-\(field.lowercased())\">\(heading)\(parts.value)</div>\(parts.close)"
        }
    }
}
