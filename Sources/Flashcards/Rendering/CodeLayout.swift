/// Lays code out for a phone: a comment at the end of a line moves onto its own line above it,
/// at the same indent, so the point the comment makes is not the part cut off or wrapped away.
/// Works on UTF-8 bytes: every pitfall card of an export passes through here.
enum CodeLayout {
    static func commentsOnOwnLines(_ code: String) -> String {
        var code = code
        return code.withUTF8 { bytes in
            var laidOut: [UInt8] = []
            laidOut.reserveCapacity(bytes.count + 64)
            var lineStart = 0
            while true {
                let lineEnd = bytes[lineStart...].firstIndex(of: newline) ?? bytes.count
                if let comment = trailingComment(in: bytes, lineStart..<lineEnd) {
                    let indentEnd = bytes[lineStart..<lineEnd].firstIndex { !isBlank($0) } ?? lineEnd
                    let statementEnd = (bytes[lineStart..<comment].lastIndex { !isBlank($0) } ?? lineStart - 1) + 1
                    laidOut.append(contentsOf: bytes[lineStart..<indentEnd])
                    laidOut.append(contentsOf: bytes[comment..<lineEnd])
                    laidOut.append(newline)
                    laidOut.append(contentsOf: bytes[lineStart..<statementEnd])
                } else {
                    laidOut.append(contentsOf: bytes[lineStart..<lineEnd])
                }
                guard lineEnd < bytes.count else { break }
                laidOut.append(newline)
                lineStart = lineEnd + 1
            }
            return String(decoding: laidOut, as: UTF8.self)
        }
    }

    private static let newline = UInt8(ascii: "\n")

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    /// Where a `//` comment starts after code on the same line, outside string literals; nil
    /// for a line that is all comment or has none.
    private static func trailingComment(in bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> Int? {
        var inString = false
        var escaped = false
        for index in line {
            let byte = bytes[index]
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "/"), index + 1 < line.upperBound, bytes[index + 1] == UInt8(ascii: "/") {
                return bytes[line.lowerBound..<index].allSatisfy { $0 == 0x20 || (0x09...0x0D).contains($0) } ? nil : index
            }
        }
        return nil
    }
}
