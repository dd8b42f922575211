/// A pitfall's snippet as a "what is wrong?" question shows it: the mistake only. The fix that
/// content authors append (`// Better`, `// Fixed`, `// Instead`..., or any comment starting a
/// paragraph of its own after the code: `// Complete version`, `// SceneDelegate.swift: ...`) and
/// comments, which often name the bug, are left out; the code between comments stays.
enum QuizSnippet {
    private static let fixMarkers = ["better", "fixed", "fix:", "instead", "correct", "right:", "正确", "改为", "应该"]

    static func mistakeOnly(_ snippet: String) -> String {
        var kept: [Substring] = []
        var previousIsBlank = false
        for line in snippet.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            defer { previousIsBlank = trimmed.isEmpty }
            if trimmed.hasPrefix("//") {
                let comment = trimmed.dropFirst(2).drop { $0 == " " }.lowercased()
                if fixMarkers.contains(where: { comment.hasPrefix($0) }) { break }
                // An unindented comment after a blank line opens a new part: the fix, or a note on it.
                let sawCode = kept.contains { !$0.allSatisfy { $0 == " " } }
                if sawCode, previousIsBlank, trimmed.count == line.count { break }
                continue
            }
            kept.append(withoutTrailingComment(line))
        }
        while let last = kept.last, last.allSatisfy({ $0 == " " }) { kept.removeLast() }
        return kept.joined(separator: "\n")
    }

    /// Drops `// ...` at the end of a code line, unless it sits inside a string literal.
    private static func withoutTrailingComment(_ line: Substring) -> Substring {
        var inString = false
        var previous: Character = " "
        for index in line.indices {
            let character = line[index]
            if character == "\"" { inString.toggle() }
            if !inString, character == "/", previous == "/" {
                let commentStart = line.index(before: index)
                return Substring(line[..<commentStart].reversed().drop { $0 == " " }.reversed())
            }
            previous = character
        }
        return line
    }
}
