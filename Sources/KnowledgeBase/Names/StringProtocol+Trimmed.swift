extension StringProtocol {
    /// Without leading and trailing whitespace and newlines. Pure Swift: Foundation's
    /// `trimmingCharacters(in:)` bridges through NSString, which start-up and builds feel.
    public var trimmed: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
              let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[first...last])
    }
}
