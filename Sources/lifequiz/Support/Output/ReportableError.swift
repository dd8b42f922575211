import InterfaceText

/// An error the CLI knows how to explain: a message for people, a stable code for scripts, and the
/// exit status. Library errors conform in `<Error>+Reportable.swift` files beside this one.
protocol ReportableError: Error, CustomStringConvertible {
    /// A stable, kebab-case name for scripts: `unknown-method`.
    var code: String { get }
    var exitCode: Int32 { get }
    /// Names the user may have meant.
    var suggestions: [String] { get }
    /// The message for a person, in `texts`' language.
    func message(_ texts: TextCatalog) -> String
}

extension ReportableError {
    var suggestions: [String] { [] }

    /// Errors not yet in the catalogs say their English description.
    func message(_ texts: TextCatalog) -> String { description }
}
