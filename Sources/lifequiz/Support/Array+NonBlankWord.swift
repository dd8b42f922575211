extension [String] {
    /// Whether some word is more than whitespace: arguments taken as free text (a method name,
    /// search words) may all be blank, which is as good as none.
    var hasNonBlankWord: Bool {
        contains { !$0.allSatisfy(\.isWhitespace) }
    }

    /// A word written as a long option (`--no-pager`) among free text: an option the command
    /// does not have, never something to look up, since no name or text is written so.
    var mistypedOption: String? {
        first { word in
            word.hasPrefix("--") && word.count > 2 && word.dropFirst(2).allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" }
        }
    }
}
