/// Everything known about one method: what `lifequiz show` prints.
public struct MethodCard: Sendable, Hashable, Codable {
    public var method: Method
    /// Facts about it, those mainly about it first.
    public var facts: [Fact]
    public var pitfalls: [Pitfall]
    public var conflicts: [Conflict]
    /// Every seed the card cites, for titles.
    public var sources: [SourceReference]

    public init(method: Method, facts: [Fact], pitfalls: [Pitfall], conflicts: [Conflict], sources: [SourceReference]) {
        self.method = method
        self.facts = facts
        self.pitfalls = pitfalls
        self.conflicts = conflicts
        self.sources = sources
    }
}
