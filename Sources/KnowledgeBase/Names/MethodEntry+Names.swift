extension MethodEntry {
    /// Every spelling of this method that resolves to it, derived from its Swift and Objective-C
    /// names and signatures plus its aliases, one per key: so `initWithCoder:` finds `init(coder:)`
    /// and `dealloc` finds `deinit` without a hand-kept list.
    public var names: [MethodName] {
        let swiftBase = String(swift.prefix { $0 != "(" })
        let objcBase = String(objc.prefix { $0 != ":" })
        let spellings = [swift, swiftBase, swiftSignature, objc, objcBase, objcSignature] + aliases
            + [initializerCall, selectorCallName].compactMap { $0 }
        var seen: Set<String> = []
        return spellings.compactMap { spelling in
            guard let key = MethodSpelling(spelling)?.key, seen.insert(key).inserted else { return nil }
            return MethodName(key: key, methodID: id, spelling: spelling)
        }
    }

    /// `UIStoryboard(name:bundle:)` for `UIStoryboard.init(name:bundle:)`: how Swift code calls
    /// an initializer, and so how people copy it.
    private var initializerCall: String? {
        swift.hasPrefix("init(") ? classID + swift.dropFirst(4) : nil
    }

    /// `addChildViewController(_:)` for `addChildViewController:`: the Objective-C selector in
    /// Swift's call form, which is how older Swift named many methods before they were renamed
    /// (`addChild(_:)` in Swift 4.2), still in posts and code people copy.
    private var selectorCallName: String? {
        guard ["callback", "method"].contains(kind), !objc.isEmpty, !objc.hasPrefix("init") else { return nil }
        let keywords = objc.split(separator: ":")
        guard objc.hasSuffix(":"), let first = keywords.first else { return objc + "()" }
        return first + "(_:" + keywords.dropFirst().map { $0 + ":" }.joined() + ")"
    }
}
