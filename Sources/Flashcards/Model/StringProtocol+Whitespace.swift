extension StringProtocol {
    /// Empty or only whitespace. ASCII is judged byte by byte; only text with non-ASCII
    /// characters pays for Unicode property lookups (exports check every text of every card).
    var isBlank: Bool {
        for byte in utf8 {
            if byte >= 0x80 { return unicodeScalars.allSatisfy(\.properties.isWhitespace) }
            if !Self.isASCIIWhitespace(byte) { return false }
        }
        return true
    }

    /// Holds a whitespace character anywhere, Unicode spaces such as U+3000 included.
    var containsWhitespace: Bool {
        for byte in utf8 {
            if byte >= 0x80 { return unicodeScalars.contains(where: \.properties.isWhitespace) }
            if Self.isASCIIWhitespace(byte) { return true }
        }
        return false
    }

    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }
}
