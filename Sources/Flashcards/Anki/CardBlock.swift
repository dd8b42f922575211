/// One part of a card side. A note type's Anki templates and the TSV export's flattened
/// front and back are both generated from the same blocks, so the two always agree.
enum CardBlock {
    /// A small heading naming the kind of card.
    case kind(String)
    /// A field's value after a short prefix, e.g. "iOS 13".
    case badge(field: String, prefix: String)
    /// A field's value under an optional label; left out when the field is empty.
    case field(String, label: String?)
    /// A fixed instruction to the learner.
    case prompt(String)

    /// The block as Anki template markup: `{{Field}}` references, `{{#Field}}` sections.
    var template: String {
        html { field in (open: "{{#\(field)}}", value: "{{\(field)}}", close: "{{/\(field)}}") }
    }

    /// The block with the fields' values filled in, as Anki would render it.
    func rendered(_ values: [String: String]) -> String {
        html { field in
            let value = values[field] ?? ""
            return value.isEmpty ? nil : (open: "", value: value, close: "")
        }
    }

    /// `fieldParts` gives the markup around and for a field, or nil to leave the block out.
    private func html(_ fieldParts: (String) -> (open: String, value: String, close: String)?) -> String {
        switch self {
        case .kind(let text):
            return "<div class=\"lq-kind\">\(text)</div>"
        case .prompt(let text):
            return "<div class=\"lq-prompt\">\(text)</div>"
        case .badge(let field, let prefix):
            guard let parts = fieldParts(field) else { return "" }
            return "\(parts.open)<div class=\"lq-badge\">\(prefix) \(parts.value)</div>\(parts.close)"
        case .field(let field, let label):
            guard let parts = fieldParts(field) else { return "" }
            let heading = label.map { "<div class=\"lq-label\">\($0)</div>" } ?? ""
            return "\(parts.open)<div class=\"lq-field lq-\(field.lowercased())\">\(heading)\(parts.value)</div>\(parts.close)"
        }
    }
}
