extension Callback {
    /// The callbacks a spelling can mean, as logs and people write them: `viewWillAppear`,
    /// `viewWillAppear:`, `viewWillAppear(_:)`, `-viewWillAppear:`, `initWithCoder`,
    /// `prepareForSegue`, `dealloc`. Case and punctuation do not matter. Several results when the
    /// spelling fits a controller and a view callback alike (`init(coder:)`, `deinit`).
    public static func matching(_ spelling: String) -> [Callback] {
        spellings[key(spelling)] ?? []
    }

    /// `application(configurationForConnecting)`, `scene(willConnectTo:)`: a Swift name written
    /// with its first labels only, as people log a delegate method; the callback whose full
    /// name starts so, when only one does.
    public static func matching(firstLabelsOf spelling: String) -> [Callback] {
        guard let open = spelling.firstIndex(of: "("), spelling[open...].contains(where: \.isLetter) else { return [] }
        let base = spelling[..<open] + "(", written = key(spelling)
        let found = allCases.filter { $0.swiftName.hasPrefix(base) && key($0.swiftName).hasPrefix(written) }
        return found.count == 1 ? found : []
    }

    /// Lower-cased letters and digits of a name with its labels.
    static func key(_ spelling: String) -> String {
        String(spelling.lowercased().unicodeScalars.filter { scalar in
            (scalar >= "a" && scalar <= "z") || (scalar >= "0" && scalar <= "9")
        }.map(Character.init))
    }

    /// Methods UIKit calls in a callback's place when the app implements them instead: the
    /// fetchCompletionHandler variant of a remote notification (iOS 7), at the same point, read
    /// as either; `check` takes the one the engine makes.
    private static let variants: [(String, Callback)] = [
        ("application:didReceiveRemoteNotification:fetchCompletionHandler:", .didReceiveRemoteNotification),
        ("application(_:didReceiveRemoteNotification:fetchCompletionHandler:)", .didReceiveRemoteNotification),
        // The part after the sender, which both selectors share.
        ("didReceiveRemoteNotification", .didReceiveRemoteNotification),
        ("didReceiveRemoteNotification", .didReceiveRemoteNotificationWithCompletionHandler),
    ]

    /// The first part of a delegate method's selector, naming the object that calls it.
    private static let delegateSenders: Set<String> = ["application", "scene", "navigationController", "tabBarController"]

    /// The shortened spellings of an app or scene delegate method; none for any other callback.
    /// A bare label must be a camel-case name: `open` or `continue` alone is a plain word.
    private static func shortForms(of callback: Callback) -> [String] {
        let name = callback.swiftName
        guard let sender = ["application", "scene"].first(where: name.hasPrefix) else { return [] }
        let rest = name.dropFirst(sender.count)
        let method: String
        if rest.first?.isUppercase == true {
            // `applicationDidBecomeActive(_:)`: the sender joined to the method.
            method = String(rest.prefix { $0 != "(" })
        } else if rest.hasPrefix("(_:"), let label = rest.dropFirst(3).split(separator: ":").first {
            // `application(_:didFinishLaunchingWithOptions:)`: the sender, then the first label.
            method = label.hasSuffix("WithOptions") ? String(label.dropLast("WithOptions".count)) : String(label)
        } else {
            return []
        }
        let capitalized = method.prefix(1).uppercased() + method.dropFirst()
        let bare = method.contains(where: \.isUppercase) ? [method] : []
        return bare + [sender + capitalized] + (sender == "application" ? ["app" + capitalized] : [])
    }

    private static let spellings: [String: [Callback]] = {
        var table: [String: [Callback]] = [:]
        func add(_ key: String, _ callback: Callback) {
            if !table[key, default: []].contains(callback) { table[key, default: []].append(callback) }
        }
        var selectorsByPart: [String: Set<String>] = [:]
        for callback in allCases {
            add(key(callback.swiftName), callback)
            add(key(callback.objcSelector), callback)
            if callback.swiftName == "deinit" { add("deinit", callback) }
            // The first part ("prepareForSegue"), and the part after a delegate method's sender
            // ("didFinishLaunchingWithOptions" of application:didFinishLaunchingWithOptions:).
            let parts = callback.objcSelector.split(separator: ":").map(String.init)
            let named = Self.delegateSenders.contains(parts.first ?? "") ? parts.prefix(2) : parts.prefix(1)
            for part in named { selectorsByPart[key(part), default: []].insert(callback.objcSelector) }
        }
        // Such a part alone names the selector when no other selector has it.
        for (part, selectors) in selectorsByPart where selectors.count == 1 && table[part] == nil {
            for callback in allCases where selectors.contains(callback.objcSelector) { add(part, callback) }
        }
        // A Swift name without its labels (`viewWillTransition`, `willMove`), as print() calls
        // write it: every callback of that base name, for the log's object to choose from. Not a
        // delegate method's sender (`application`), and not a plain word (`init`, `draw`).
        let bases = Dictionary(grouping: allCases) { String($0.swiftName.prefix { $0 != "(" }) }
        for (base, callbacks) in bases where base.contains(where: \.isUppercase) && table[key(base)] == nil
            && !callbacks.contains(where: { $0.swiftName.dropFirst(base.count).filter { $0 == ":" }.count > 1 && $0.swiftName.dropFirst(base.count).hasPrefix("(_:") }) {
            for callback in callbacks { add(key(base), callback) }
        }
        // A delegate method as people shorten it in a log: without its sender
        // (`didBecomeActive`, which the app's and the scene's delegates share), with `app` for
        // `application` (`App Did Become Active`), without `WithOptions` (`didFinishLaunching`),
        // or with its sender and first label only (`scene Will Connect To`).
        var shortened: [String: [Callback]] = [:]
        for callback in allCases {
            for form in shortForms(of: callback) where !shortened[key(form), default: []].contains(callback) {
                shortened[key(form), default: []].append(callback)
            }
        }
        for (form, callbacks) in shortened where table[form] == nil {
            for callback in callbacks { add(form, callback) }
        }
        for (spelling, callback) in variants { add(key(spelling), callback) }
        return table
    }()
}
