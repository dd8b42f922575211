import Foundation

/// A text file the user names, or standard input (`-`): a scenario for `simulate`, a console log
/// for `check`. Every refusal names the file and says what to do, in the reader's language.
enum TextFileInput {
    enum Kind: String { case scenario, log }

    static func read(_ file: String, as kind: Kind) throws -> String {
        let exitCode = ExitStatus.notFound
        if file == "-" {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            guard let text = String(data: data, encoding: .utf8) else {
                throw CLIError(key: kind == .scenario ? "error.input.stdin-not-utf8" : "error.input.log-stdin-not-utf8", exitCode: exitCode)
            }
            return text
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory) else {
            throw CLIError(key: "error.input.\(kind)-missing", values: ["file": file], exitCode: exitCode)
        }
        if isDirectory.boolValue {
            throw CLIError(key: "error.input.\(kind)-is-directory", values: ["file": file], exitCode: exitCode)
        }
        // Read through a handle, not FileManager.contents: that refuses a device or a pipe
        // (`/dev/null`, `<(cat log)`), which are files to read like any other.
        guard let handle = FileHandle(forReadingAtPath: file), let data = try? handle.readToEnd() ?? Data() else {
            // The system's own words (permission denied, I/O error) say why.
            throw CLIError(key: "error.input.unreadable-\(kind)", values: ["file": file, "reason": String(cString: strerror(errno))],
                           exitCode: exitCode)
        }
        try? handle.close()
        guard let text = String(data: data, encoding: .utf8) else {
            throw CLIError(key: "error.input.\(kind)-not-utf8", values: ["file": file], exitCode: exitCode)
        }
        return text
    }
}
