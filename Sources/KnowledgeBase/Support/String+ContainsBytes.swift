extension String {
    /// Whether `needle` occurs in this text byte for byte, with no Unicode equivalence: for
    /// fixed markers searched in every explanation, where Foundation's `contains` and the
    /// standard library's generic `firstRange(of:)` each cost more than the rest of grading.
    public func containsBytes(_ needle: String) -> Bool {
        var text = self, needle = needle
        return text.withUTF8 { haystack in
            needle.withUTF8 { needle in
                guard let first = needle.first else { return true }
                guard needle.count <= haystack.count else { return false }
                return (0...(haystack.count - needle.count)).contains { start in
                    haystack[start] == first && (1..<needle.count).allSatisfy { haystack[start + $0] == needle[$0] }
                }
            }
        }
    }
}
