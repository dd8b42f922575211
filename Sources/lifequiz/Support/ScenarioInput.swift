import Foundation

/// Where a scenario comes from: `--steps`, a file, or standard input (`-`).
enum ScenarioInput {
    static func read(file: String?, steps: String?) throws -> String {
        if let steps { return steps }
        guard let file else { return "" }
        if file == "-" {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            guard let text = String(data: data, encoding: .utf8) else {
                throw CLIError(key: "error.input.stdin-not-utf8", exitCode: ExitStatus.notFound)
            }
            return text
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory) else {
            throw CLIError(key: "error.input.scenario-missing", values: ["file": file], exitCode: ExitStatus.notFound)
        }
        if isDirectory.boolValue {
            throw CLIError(key: "error.input.scenario-is-directory", values: ["file": file], exitCode: ExitStatus.notFound)
        }
        guard let data = FileManager.default.contents(atPath: file) else {
            // The system's own words (permission denied, I/O error) say why.
            throw CLIError(key: "error.input.unreadable-scenario", values: ["file": file, "reason": String(cString: strerror(errno))],
                           exitCode: ExitStatus.notFound)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw CLIError(key: "error.input.scenario-not-utf8", values: ["file": file], exitCode: ExitStatus.notFound)
        }
        return text
    }
}
