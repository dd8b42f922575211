import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An SVG file read back with an XML parser: proof it is well-formed, and what it says.
struct SVGDocument {
    let width: Int
    let height: Int
    /// The text of every `<text>` element, by its class.
    let texts: [(className: String, text: String)]

    init(_ svg: String) throws {
        let reader = Reader()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = reader
        guard parser.parse() else {
            throw reader.error ?? parser.parserError ?? CocoaError(.fileReadCorruptFile)
        }
        width = reader.width
        height = reader.height
        texts = reader.texts
    }

    func texts(ofClass className: String) -> [String] { texts.filter { $0.className == className }.map(\.text) }

    private final class Reader: NSObject, XMLParserDelegate {
        var width = 0, height = 0
        var texts: [(className: String, text: String)] = []
        var error: (any Error)?
        private var open: (className: String, text: String)?

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            if name == "svg" {
                // Sizes may be fractional (`1031.2`): a window must be whole pixels, rounded up.
                width = Int((Double(attributes["width"] ?? "") ?? 0).rounded(.up))
                height = Int((Double(attributes["height"] ?? "") ?? 0).rounded(.up))
            }
            if name == "text" { open = (attributes["class"] ?? "", "") }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { open?.text += string }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "text", let text = open { texts.append(text); open = nil }
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) { error = parseError }
    }
}
