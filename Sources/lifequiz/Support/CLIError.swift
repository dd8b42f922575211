/// An error the CLI reports itself: the message goes to standard error, the code is the exit status.
struct CLIError: Error, CustomStringConvertible {
    let message: String
    var exitCode: Int32 = 1

    var description: String { message }
}
