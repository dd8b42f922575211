import InterfaceText

/// An error the CLI reports itself: the message, named by its catalog key, goes to standard
/// error; the code is the exit status.
struct CLIError: Error, CustomStringConvertible {
    let key: String
    var values: [String: String] = [:]
    var exitCode: Int32 = ExitStatus.failure

    var description: String { TextCatalog.embedded("en").text(key, values) }
}
