import Foundation
import Testing

/// Help written for an 80-column terminal: argument-parser rewraps any discussion line wider
/// than the terminal, which turns a table or an example into fragments. Prose may wrap; every
/// indented line (tables, examples) must show whole at 80 columns.
@Suite struct HelpLayoutTests {
    /// The discussion: after the overview paragraph, before USAGE.
    private func discussion(_ command: String, columns: Int) throws -> String {
        let result = try TerminalRun(columns: columns).run(try CLI(), [command, "--help"])
        let screen = result.screen
        guard let usage = screen.range(of: "USAGE:"), let overviewEnd = screen.range(of: "\n\n") else { return screen }
        return String(screen[overviewEnd.upperBound..<usage.lowerBound])
    }

    @Test(arguments: ["simulate", "answer", "list", "conflicts"])
    func tablesAndExamplesKeepTheirLinesAtEightyColumns(command: String) throws {
        let narrow = Set(try discussion(command, columns: 80).components(separatedBy: "\n"))
        let indented = try discussion(command, columns: 200).components(separatedBy: "\n").filter { $0.hasPrefix("  ") }
        #expect(!indented.isEmpty)
        for line in indented { #expect(narrow.contains(line), "broken at 80 columns: \(line)") }
    }
}
