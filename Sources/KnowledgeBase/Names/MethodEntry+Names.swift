extension MethodEntry {
    /// Every spelling of this method that resolves to it, derived from its Swift and Objective-C
    /// names and signatures plus its aliases, one per key: so `initWithCoder:` finds `init(coder:)`
    /// and `dealloc` finds `deinit` without a hand-kept list.
    public var names: [MethodName] {
        let swiftBase = String(swift.prefix { $0 != "(" })
        let objcBase = String(objc.prefix { $0 != ":" })
        let spellings = [swift, swiftBase, swiftSignature, objc, objcBase, objcSignature] + aliases
            + [initializerCall, selectorCallName, delegateLabel, objcDelegateLabel].compactMap { $0 }
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

    /// `willPresent` for `userNotificationCenter(_:willPresent:withCompletionHandler:)`: a delegate
    /// callback's base name is its delegator (`scene`, `application`), so people call it by the
    /// label after it, as the simulator's notes do. Only a camel-case label (`touchesBegan(_:with:)`
    /// has no such name).
    private var delegateLabel: String? {
        guard isDelegateCallback else { return nil }
        return Self.camelCaseLabel(after: swift.drop { $0 != "(" }.dropFirst().split(separator: ":"))
    }

    /// `didReceiveLocalNotification` for `application:didReceiveLocalNotification:`: the
    /// Objective-C label after the delegator, which people still use where Swift shortened it
    /// (`application(_:didReceive:)`).
    private var objcDelegateLabel: String? {
        guard isDelegateCallback else { return nil }
        return Self.camelCaseLabel(after: objc.split(separator: ":"))
    }

    private var isDelegateCallback: Bool { kind == "callback" && swift.hasPrefix(swift.prefix { $0 != "(" } + "(_:") }

    /// The second label of a delegate method, when it is camel case (`willPresent`, not `with`).
    private static func camelCaseLabel(after labels: [Substring]) -> String? {
        guard labels.count >= 2, let label = labels.dropFirst().first, label.first?.isLowercase == true,
              label.contains(where: \.isUppercase) else { return nil }
        return String(label)
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
