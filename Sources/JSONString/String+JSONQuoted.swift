extension String {
    /// This text as a JSON string literal, quotes included. Shared by the hand-written JSON
    /// writers (the engine's trace JSON, the .apkg settings columns), so JSON strings are escaped
    /// one way.
    public var jsonQuoted: String {
        quoted { value in
            let hex = String(value, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
    }

    /// This text as a Swift string literal, quotes included: for source that code generators
    /// write (the embedded interface catalogs).
    public var swiftQuoted: String {
        quoted { "\\u{\(String($0, radix: 16))}" }
    }

    /// Quotes, backslashes and the common control characters escaped the way JSON and Swift share;
    /// the other control characters by `unicodeEscape`, the one place the two differ.
    private func quoted(unicodeEscape: (UInt32) -> String) -> String {
        var result = "\""
        for scalar in unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7f: result += unicodeEscape(scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
