import KnowledgeBase

/// What a source document says about itself, a line per detail it gives (with the line of the
/// file that gives it), and one line naming what it does not give.
struct DocumentDetailsView {
    let details: DocumentDetails
    let console: Console

    var lines: [StyledText] {
        var lines = details.stated.map { name, stated in
            StyledText(console.localized("document.detail", ["name": label(name)]), .dim) + StyledText(stated.text)
                + StyledText(console.localized("document.detail-line", ["line": "\(stated.line)"]), .dim)
        }
        let missing = ["title", "author", "date", "address"].filter { name in !details.stated.contains { $0.name == name } }
        if !missing.isEmpty {
            let names = missing.map(label).joined(separator: console.localized("list.separator"))
            lines.append(StyledText(console.localized("document.not-given", ["names": names]), .dim))
        }
        return lines
    }

    private func label(_ name: String) -> String {
        console.localized("document.\(name)")
    }
}
