/// Unwraps in helpers outside a test body, where #require is not available.
func unwrap<T>(_ value: T?, _ what: String = "a value") throws -> T {
    guard let value else { throw FixtureError("missing \(what)") }
    return value
}
