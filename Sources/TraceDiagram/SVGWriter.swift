/// Appends SVG elements to a string; every text and attribute value goes through `xmlEscaped`.
struct SVGWriter {
    private(set) var text = ""
    let width: Double
    let height: Double

    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    mutating func open(title: String) {
        let w = Self.number(width), h = Self.number(height)
        text += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\" role=\"img\">\n"
        text += "<title>\(title.xmlEscaped)</title>\n"
        text += "<defs><marker id=\"arrowhead\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"8\" markerHeight=\"8\" orient=\"auto\">"
            + "<path d=\"M0,0 L10,5 L0,10 z\" fill=\"#57606a\"/></marker></defs>\n"
        rect(x: 0, y: 0, width: width, height: height, fill: "#ffffff", stroke: "none", radius: 0)
    }

    mutating func close() { text += "</svg>\n" }

    /// The CSS is the diagram's own, never user text, and holds no `<` or `&`.
    mutating func style(_ css: String) { text += "<style>\n\(css)\n</style>\n" }

    mutating func text(_ content: String, x: Double, y: Double, className: String, anchor: String = "start") {
        text += "<text x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" class=\"\(className)\""
        if anchor != "start" { text += " text-anchor=\"\(anchor)\"" }
        text += ">\(content.xmlEscaped)</text>\n"
    }

    mutating func rect(x: Double, y: Double, width: Double, height: Double, fill: String, stroke: String, radius: Double) {
        text += "<rect x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" width=\"\(Self.number(width))\" height=\"\(Self.number(height))\""
            + " rx=\"\(Self.number(radius))\" fill=\"\(fill)\" stroke=\"\(stroke)\"/>\n"
    }

    mutating func line(x1: Double, y1: Double, x2: Double, y2: Double, stroke: String, dashed: Bool = false, width: Double = 1) {
        text += "<line x1=\"\(Self.number(x1))\" y1=\"\(Self.number(y1))\" x2=\"\(Self.number(x2))\" y2=\"\(Self.number(y2))\""
            + " stroke=\"\(stroke)\" stroke-width=\"\(Self.number(width))\""
        if dashed { text += " stroke-dasharray=\"4 4\"" }
        text += "/>\n"
    }

    mutating func arrow(x1: Double, x2: Double, y: Double) {
        text += "<line x1=\"\(Self.number(x1))\" y1=\"\(Self.number(y))\" x2=\"\(Self.number(x2))\" y2=\"\(Self.number(y))\""
            + " stroke=\"#57606a\" stroke-width=\"1.2\" marker-end=\"url(#arrowhead)\"/>\n"
    }

    mutating func cross(x: Double, y: Double, size: Double, stroke: String) {
        line(x1: x - size, y1: y - size, x2: x + size, y2: y + size, stroke: stroke, width: 2)
        line(x1: x - size, y1: y + size, x2: x + size, y2: y - size, stroke: stroke, width: 2)
    }

    /// A group with a tooltip browsers show on hover.
    mutating func group(tooltip: String, _ body: (inout SVGWriter) -> Void) {
        text += "<g><title>\(tooltip.xmlEscaped)</title>\n"
        body(&self)
        text += "</g>\n"
    }

    /// Short and stable: at most one decimal, no trailing zeros.
    static func number(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        let whole = Int(tenths) / 10, fraction = abs(Int(tenths) % 10)
        if fraction == 0 { return String(whole) }
        return (tenths < 0 && whole == 0 ? "-" : "") + "\(whole).\(fraction)"
    }
}
