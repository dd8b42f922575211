/// The `N-M` line range of a citation, 1-based and inclusive as `cat -n` numbers lines.
public struct LineRange: Sendable, Hashable {
    public let first: Int
    public let last: Int

    /// Accepts `N-M` with 1 <= N <= M, and a single line `N`; anything else is not a range.
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
            .map { $0.trimmed }
        guard (1...2).contains(parts.count),
              let first = Int(parts[0]), let last = Int(parts[parts.count - 1]),
              first >= 1, first <= last
        else { return nil }
        self.first = first
        self.last = last
    }
}
