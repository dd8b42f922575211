import Foundation
import TestSupport

/// The real Anki library, reached through the venv the shared folder's `anki/setup.sh` makes, and
/// the scripts that import exports with it.
enum AnkiTools {
    /// The package root, found from this file's place in it (Tests/FlashcardsTests/Support/).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `anki/` in the shared folder `scripts/test` found (LIFEQUIZ_SHARED), else in `../shared`
    /// beside the package.
    static let sharedAnki = (ProcessInfo.processInfo.environment["LIFEQUIZ_SHARED"].map { URL(fileURLWithPath: $0) }
        ?? packageRoot.deletingLastPathComponent().appendingPathComponent("shared")).appendingPathComponent("anki")

    static let reimportScript = packageRoot.appendingPathComponent("Tests/FlashcardsTests/Tools/anki_reimport.py")

    struct SetupFailed: Error, CustomStringConvertible {
        let description: String
    }

    /// The venv's python, created once per test run. A failure is an error, never a skip: without
    /// the real Anki these tests prove nothing.
    static let python: Result<String, SetupFailed> = {
        let setup = sharedAnki.appendingPathComponent("setup.sh").path
        guard FileManager.default.fileExists(atPath: setup) else {
            return .failure(SetupFailed(description: "\(setup) is missing: the Anki checks need the shared folder beside the package, or LIFEQUIZ_SHARED set (scripts/test sets it)."))
        }
        do {
            let output = try ProcessRunner.run("/bin/bash", [setup])
            let python = output.lastLine
            guard output.status == 0, FileManager.default.isExecutableFile(atPath: python) else {
                return .failure(
                    SetupFailed(
                        description: """
                            Could not create the Anki venv with \(setup) (exit \(output.status)). It installs \
                            anki 26.9.3 and genanki from PyPI once, so it needs network access the first time. \
                            Output: \(output.stderr.suffix(2000))
                            """))
            }
            return .success(python)
        } catch {
            return .failure(SetupFailed(description: "Could not run \(setup): \(error)"))
        }
    }()

    /// Runs one of shared/anki's verify scripts on `file`.
    static func verify(_ script: String, _ file: URL, _ arguments: [String]) throws -> VerifySummary {
        let python = try python.get()
        let output = try ProcessRunner.run(
            python, [sharedAnki.appendingPathComponent(script).path, file.path] + arguments)
        return VerifySummary(output)
    }

    /// Runs Tools/anki_reimport.py: the files imported in order into one collection.
    static func reimport(_ files: [URL]) throws -> ReimportReport {
        let python = try python.get()
        let output = try ProcessRunner.run(python, [reimportScript.path] + files.map(\.path))
        guard output.status == 0 else {
            throw SetupFailed(description: "anki_reimport.py failed (exit \(output.status)): \(output.stdout) \(output.stderr)")
        }
        return try JSONDecoder().decode(ReimportReport.self, from: Data(output.lastLine.utf8))
    }
}
