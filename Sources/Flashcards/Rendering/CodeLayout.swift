/// Lays code out for a phone: a comment at the end of a line moves onto its own line above it,
/// at the same indent, so the point the comment makes is not the part cut off or wrapped away.
enum CodeLayout {
    static func commentsOnOwnLines(_ code: String) -> String {
        code.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line -> [Substring] in
            guard let comment = trailingComment(in: line) else { return [line] }
            let indent = line.prefix { $0 == " " || $0 == "\t" }
            let statement = line[..<comment].reversed().drop { $0 == " " || $0 == "\t" }.reversed()
            return [Substring(indent + line[comment...]), Substring(String(statement))]
        }.joined(separator: "\n")
    }

    /// Where a `//` comment starts after code on the same line, outside string literals; nil
    /// for a line that is all comment or has none.
    private static func trailingComment(in line: Substring) -> Substring.Index? {
        var inString = false
        var escaped = false
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "/", line[line.index(after: index)...].hasPrefix("/") {
                return line[..<index].allSatisfy(\.isWhitespace) ? nil : index
            }
            index = line.index(after: index)
        }
        return nil
    }
}
