extension Sequence where Element: Hashable {
    /// The elements without repeats, each kept where it first occurs. Inlinable so that callers
    /// in other modules, question generation among them, get it specialized.
    @inlinable
    public func uniqued() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}
