import KnowledgeBase

/// What a source document says about itself, a line per detail it gives (with the line of the
/// file that gives it), and one line naming what it does not give.
struct DocumentDetailsView {
    let details: DocumentDetails
    let console: Console

    var lines: [StyledText] {
        var lines = details.stated.map { name, stated in
            StyledText(label(name) + console.text("：", ": "), .dim) + StyledText(stated.text)
                + StyledText(console.text("（第 \(stated.line) 行）", " (line \(stated.line))"), .dim)
        }
        let missing = ["title", "author", "date", "address"].filter { name in !details.stated.contains { $0.name == name } }
        if !missing.isEmpty {
            let names = missing.map(label).joined(separator: console.text("、", ", "))
            lines.append(StyledText(console.text("文中未写明：\(names)", "not given in the document: \(names)"), .dim))
        }
        return lines
    }

    private func label(_ name: String) -> String {
        switch name {
        case "title": console.text("标题", "title")
        case "author": console.text("作者", "author")
        case "date": console.text("日期", "date")
        case "address": console.text("网址", "address")
        default: name
        }
    }
}
