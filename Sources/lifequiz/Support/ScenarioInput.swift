/// Where a scenario comes from: `--steps`, a file, or standard input (`-`).
enum ScenarioInput {
    static func read(file: String?, steps: String?) throws -> String {
        if let steps { return steps }
        guard let file else { return "" }
        return try TextFileInput.read(file, as: .scenario)
    }
}
