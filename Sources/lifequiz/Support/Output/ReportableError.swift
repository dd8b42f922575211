/// An error the CLI knows how to explain: a message for people, a stable code for scripts, and the
/// exit status. Library errors conform in `<Error>+Reportable.swift` files beside this one.
protocol ReportableError: Error, CustomStringConvertible {
    /// A stable, kebab-case name for scripts: `unknown-method`.
    var code: String { get }
    var exitCode: Int32 { get }
    /// Names the user may have meant.
    var suggestions: [String] { get }
}

extension ReportableError {
    var suggestions: [String] { [] }
}
