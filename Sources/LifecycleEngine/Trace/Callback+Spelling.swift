extension Callback {
    /// The callbacks a spelling can mean, as logs and people write them: `viewWillAppear`,
    /// `viewWillAppear:`, `viewWillAppear(_:)`, `-viewWillAppear:`, `initWithCoder`,
    /// `prepareForSegue`, `dealloc`. Case and punctuation do not matter. Several results when the
    /// spelling fits a controller and a view callback alike (`init(coder:)`, `deinit`).
    public static func matching(_ spelling: String) -> [Callback] {
        spellings[key(spelling)] ?? []
    }

    /// Lower-cased letters and digits of a name with its labels.
    static func key(_ spelling: String) -> String {
        String(spelling.lowercased().unicodeScalars.filter { scalar in
            (scalar >= "a" && scalar <= "z") || (scalar >= "0" && scalar <= "9")
        }.map(Character.init))
    }

    private static let spellings: [String: [Callback]] = {
        var table: [String: [Callback]] = [:]
        func add(_ key: String, _ callback: Callback) {
            if !table[key, default: []].contains(callback) { table[key, default: []].append(callback) }
        }
        var selectorsByFirstPart: [String: Set<String>] = [:]
        for callback in allCases {
            add(key(callback.swiftName), callback)
            add(key(callback.objcSelector), callback)
            if callback.swiftName == "deinit" { add("deinit", callback) }
            let firstPart = String(callback.objcSelector.split(separator: ":").first ?? "")
            selectorsByFirstPart[key(firstPart), default: []].insert(callback.objcSelector)
        }
        // A selector's first part alone ("prepareForSegue") names it when no other selector starts so.
        for (firstPart, selectors) in selectorsByFirstPart where selectors.count == 1 && table[firstPart] == nil {
            for callback in allCases where selectors.contains(callback.objcSelector) { add(firstPart, callback) }
        }
        return table
    }()
}
