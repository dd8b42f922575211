import Foundation

extension ExportFormat {
    func writer(exportedAt: Date) -> any DeckWriter {
        switch self {
        case .apkg: AnkiPackageWriter(exportedAt: exportedAt)
        case .tsv: TSVWriter()
        case .markdown: MarkdownWriter()
        case .json: JSONWriter()
        }
    }
}
