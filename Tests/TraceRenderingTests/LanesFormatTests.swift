import DisplayWidth
import Testing

import LifecycleEngine
import TraceRendering
@testable import TraceRendering

/// Lanes stay readable and their size stays in proportion to the callbacks shown.
@Suite struct LanesFormatTests {
    /// The notes' words, as the interface would give them.
    static let notes = LaneNotes(
        sharedTitle: { "+\($0) more" },
        shared: { "The last lane is shared by \($0) objects, each row naming its own: \($1)" },
        fitted: { "Fitted to \($0) columns, long names shortened; piped, nothing is cut." }
    )

    private func lanes(_ script: String, columns: Int? = nil) throws -> String {
        let trace = try LifecycleSimulator.run(try ScenarioParser.parse(script))
        return TraceRenderer(format: .lanes, laneNotes: Self.notes, columns: columns).render(trace)
    }

    private func presenting(_ count: Int) -> String {
        "launch A; " + (1...count).map { "present B\($0)" }.joined(separator: "; ")
    }

    @Test func outputPerCallbackDoesNotGrowWithTheNumberOfObjects() throws {
        // Before lanes were bounded every row held a cell per object: 400 presented
        // controllers printed 36 MB. Bytes per row must not grow when the objects double.
        let small = try lanes(presenting(100)), large = try lanes(presenting(200))
        let perRowSmall = Double(small.utf8.count) / Double(small.split(separator: "\n").count)
        let perRowLarge = Double(large.utf8.count) / Double(large.split(separator: "\n").count)
        #expect(perRowLarge <= perRowSmall * 1.05, "bytes per row: \(perRowSmall) → \(perRowLarge)")
    }

    @Test func objectsPastTheLaneLimitShareTheLastLaneNamingThemselves() throws {
        let output = try lanes(presenting(20))
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines[0] == "# The last lane is shared by 8 objects, each row naming its own: B13, B14, B15, B16, B17, …")
        #expect(lines[1].hasSuffix("+8 more"))
        #expect(lines[2].split(separator: " ").count == LanesTraceFormat.maximumLanes)
        #expect(output.contains("B20 viewDidLoad()"))
    }

    @Test func onATerminalEveryLineFitsItsWidthAndSaysItWasFitted() throws {
        let output = try lanes("launch nav(A); push B", columns: 80)
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { displayColumns(of: $0) <= 80 }, "\(lines.map { displayColumns(of: $0) }.max()!) columns")
        #expect(lines[0] == "# Fitted to 80 columns, long names shortened; piped, nothing is cut.")
    }

    /// A cut prefix says little (`application(_…`, `viewDidAppear…`): a lane drops what names least.
    @Test(arguments: [
        ("viewDidAppear(_:)", 14, "viewDidAppear"),
        ("application(_:didFinishLaunchingWithOptions:)", 14, "didFinishLaun…"),
        ("A application(_:didFinishLaunchingWithOptions:)", 40, "A didFinishLaunchingWithOptions"),
        ("tabBarController(_:didSelect:)", 14, "didSelect"),
        ("presentationControllerShouldDismiss(_:)", 18, "shouldDismiss"),
        ("A presentationControllerDidDismiss(_:)", 18, "A didDismiss"),
        ("presentationControllerShouldDismiss:", 18, "shouldDismiss:"),
        ("didMove(toParent:)", 14, "didMove(toPar…"),
        ("didMove(toParent: nil)", 14, "didMove(nil)"),
        ("willMove(toSuperview: nil)", 10, "will…(nil)"),
        ("willMoveToParentViewController:nil", 14, "willMoveT…:nil"),
        ("+3 more (ab)", 8, "+3 more…"),
        ("loadView()", 14, "loadView()"),
    ])
    func aCellTooWideLosesWhatNamesLeastFirst(cell: String, columns: Int, shown: String) {
        #expect(LanesTraceFormat.fitted(cell, toColumns: columns) == shown)
    }

    @Test func pipedNothingIsCutShort() throws {
        let output = try lanes("launch nav(A); push B")
        #expect(output.contains("application(_:didFinishLaunchingWithOptions:)"))
        #expect(!output.contains("…") && !output.contains("# Fitted"))
    }

    @Test func aNarrowTerminalFoldsLanesAndEveryLineStillFits() throws {
        let output = try lanes("launch nav(A); push B; present C; addChild D to C", columns: 40)
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { displayColumns(of: $0) <= 40 }, "\(output)")
        #expect(lines[0].hasPrefix("# The last lane is shared by"))
    }

    @Test func wideCharactersTakeTwoColumnsSoNamesStayOverTheirLanes() throws {
        let lines = try lanes("launch nav(主页); push B").split(separator: "\n").map(String.init)
        // The rule under the names marks where each lane starts; each name must start there.
        let laneStarts = starts(of: lines[1], where: { $0 == "─" })
        let nameStarts = starts(of: lines[0], where: { $0 != " " })
        #expect(nameStarts == laneStarts, "\n\(lines[0])\n\(lines[1])")
        #expect(lines[0].contains("主页"))
    }

    @Test func displayColumnsCountWideAndCombiningCharacters() {
        #expect(displayColumns(of: "viewDidLoad") == 11)
        #expect(displayColumns(of: "主页") == 4)
        #expect(displayColumns(of: "e\u{301}") == 1)
        #expect(truncated("主页面板", toColumns: 5) == "主页…")
    }

    /// The display columns where runs of characters matching `isPart` begin.
    private func starts(of line: String, where isPart: (Character) -> Bool) -> [Int] {
        var result: [Int] = []
        var column = 0
        var inRun = false
        for character in line {
            if isPart(character), !inRun { result.append(column) }
            inRun = isPart(character)
            column += displayColumns(of: String(character))
        }
        return result
    }
}
