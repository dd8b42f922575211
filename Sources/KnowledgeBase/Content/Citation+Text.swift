extension Citation {
    /// Short and readable: `[000 §1.1.3 loadView() L96-120]`, the seed by the number its file name starts with.
    public var shortText: String {
        "[\(seed.prefix { $0 != "_" && $0 != "." }) §\(section) L\(lines)]"
    }
}
