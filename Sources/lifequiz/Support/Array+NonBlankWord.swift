extension [String] {
    /// Whether some word is more than whitespace: arguments taken as free text (a method name,
    /// search words) may all be blank, which is as good as none.
    var hasNonBlankWord: Bool {
        contains { !$0.allSatisfy(\.isWhitespace) }
    }
}
