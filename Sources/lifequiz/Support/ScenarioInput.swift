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
        do {
            return try String(contentsOfFile: file, encoding: .utf8)
        } catch {
            throw CLIError(
                key: "error.input.unreadable-scenario",
                values: ["file": file, "reason": (error as NSError).localizedDescription],
                exitCode: ExitStatus.notFound)
        }
    }
}
