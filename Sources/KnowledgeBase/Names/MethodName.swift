/// One spelling of a method, as the `method_names` table stores it.
public struct MethodName: Sendable, Hashable {
    /// The spelling reduced by `MethodSpelling`: what lookups compare.
    public let key: String
    public let methodID: String
    /// The spelling as written in the content, for suggestions: `viewDidLoad`, `initWithCoder:`.
    public let spelling: String

    public init(key: String, methodID: String, spelling: String) {
        self.key = key
        self.methodID = methodID
        self.spelling = spelling
    }
}
