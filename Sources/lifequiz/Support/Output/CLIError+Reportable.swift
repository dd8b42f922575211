extension CLIError: ReportableError {
    /// CLIError is raised for input the command cannot use: a scenario, a file, standard input.
    var code: String { "invalid-input" }
}
