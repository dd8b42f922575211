extension String {
    /// Safe as XML text and inside double-quoted attributes. Characters XML 1.0 forbids (most
    /// C0 controls) are dropped, since a browser refuses the whole file over one of them.
    var xmlEscaped: String {
        var escaped = ""
        escaped.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            case "\t", "\n", "\r": escaped.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: continue
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
