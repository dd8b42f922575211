import InterfaceText

extension CLIError: ReportableError {
    /// CLIError is raised for input the command cannot use: a scenario, a file, standard input.
    var code: String { "invalid-input" }

    func message(_ texts: TextCatalog) -> String { texts.text(key, values) }
}
