import LifecycleEngine
import Testing

/// Containers nest to a bound, so no script can overflow the stack of the parser or the simulator.
@Suite struct ScenarioNestingTests {
    private func nested(_ depth: Int, closed: Bool = true) -> String {
        "launch " + String(repeating: "nav(", count: depth) + "A" + (closed ? String(repeating: ")", count: depth) : "")
    }

    /// Where the first `nav(` past the limit starts: after `launch ` and the allowed ones.
    private let firstRefusedColumn = 8 + ScenarioParser.maximumNesting * 4

    @Test func containersNestedToTheLimitAreRead() throws {
        let scenario = try ScenarioParser.parse(nested(ScenarioParser.maximumNesting))
        #expect(scenario.steps.count == 1)
    }

    @Test(arguments: [ScenarioParser.maximumNesting + 1, 30_000])
    func deeperNestingIsRefusedNamingTheLimitAndWhere(_ depth: Int) {
        #expect {
            try ScenarioParser.parse(nested(depth))
        } throws: { error in
            guard let error = error as? ScenarioError else { return false }
            return error.location == SourceLocation(line: 1, column: firstRefusedColumn)
                && error.reason == "nesting-too-deep" && error.details["maximum"] == "\(ScenarioParser.maximumNesting)"
        }
    }

    @Test func fiftyThousandUnclosedContainersAreRefusedAtTheLimit() {
        #expect {
            try ScenarioParser.parse(nested(50_000, closed: false))
        } throws: { error in
            (error as? ScenarioError)?.location == SourceLocation(line: 1, column: firstRefusedColumn)
        }
    }
}
