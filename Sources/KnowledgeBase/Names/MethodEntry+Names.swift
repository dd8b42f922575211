extension MethodEntry {
    /// Every spelling of this method that resolves to it, derived from its Swift and Objective-C
    /// names and signatures plus its aliases, one per key: so `initWithCoder:` finds `init(coder:)`
    /// and `dealloc` finds `deinit` without a hand-kept list.
    public var names: [MethodName] {
        let swiftBase = String(swift.prefix { $0 != "(" })
        let objcBase = String(objc.prefix { $0 != ":" })
        let spellings = [swift, swiftBase, swiftSignature, objc, objcBase, objcSignature] + aliases
        var seen: Set<String> = []
        return spellings.compactMap { spelling in
            guard let key = MethodSpelling(spelling)?.key, seen.insert(key).inserted else { return nil }
            return MethodName(key: key, methodID: id, spelling: spelling)
        }
    }
}
