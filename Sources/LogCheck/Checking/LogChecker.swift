import LifecycleEngine

/// Compares a console log with the engine's trace of a scenario: the trace is projected onto the
/// callbacks the log records (a log rarely records everything) and aligned with it.
public struct LogChecker: Sendable {
    public enum Problem: Error, Equatable, Sendable {
        /// The log has no line that is not blank.
        case emptyLog
        /// No line of the log names a callback.
        case nothingRecognized
        /// `--as` names a class no line was read with; `read` are the classes the lines have.
        case unknownClass(String, read: [String])
        /// `--as` names an object the scenario lacks; `objects` are those it has.
        case unknownObject(String, objects: [String])
        /// `--from-step` past the scenario's last step.
        case stepOutOfRange(Int, steps: Int)
    }

    public var scenario: Scenario
    /// `--as Class=Object`.
    public var given: [String: String] = [:]
    public var fromStep: Int?

    public init(scenario: Scenario, given: [String: String] = [:], fromStep: Int? = nil) {
        self.scenario = scenario
        self.given = given
        self.fromStep = fromStep
    }

    /// Checks `log` on `version`, or, without one, on the newest version it is consistent with
    /// (when none is, the one it differs from least, the newest of those).
    public func check(_ log: String, on version: IOSVersion?) throws -> CheckReport {
        guard log.contains(where: { !$0.isWhitespace }) else { throw Problem.emptyLog }
        let reading = ConsoleLogReader.read(log)
        guard !reading.callbacks.isEmpty else { throw Problem.nothingRecognized }
        if let fromStep, !(1...max(scenario.steps.count, 1)).contains(fromStep) {
            throw Problem.stepOutOfRange(fromStep, steps: scenario.steps.count)
        }
        let traces = Dictionary(uniqueKeysWithValues: IOSVersion.supported.compactMap { major -> (Int, Trace)? in
            guard let version = IOSVersion(major), let trace = try? LifecycleSimulator.run(scenario, on: version) else { return nil }
            return (major, trace)
        })
        let reference = version ?? .newest
        // A step UIKit refuses on this version is the scenario's problem, reported as simulate does.
        let referenceTrace = try traces[reference.major] ?? LifecycleSimulator.run(scenario, on: reference)
        let mapping = try ObjectMapping.infer(classes: reading.callbacks, given: given, trace: referenceTrace) { mapping in
            bestComparison(reading.callbacks, mapping: mapping, trace: referenceTrace).differences.count
        }
        // One comparison per version: it says whether the log fits there, and is reused for the
        // version reported and the nearest one that fits.
        let comparisons = traces.mapValues { bestComparison(reading.callbacks, mapping: mapping, trace: $0) }
        let contradictions = traces.mapValues { trace in
            Self.touchesOfViewsMissed(reading.pointAnswers, mapping: mapping, trace: trace, fromStep: comparisons[trace.version.major]!.fromStep)
        }
        let consistent = IOSVersion.supported.compactMap { major in
            comparisons[major]?.differences.isEmpty == true && contradictions[major]?.isEmpty == true ? IOSVersion(major) : nil
        }
        // Newest first, so that among versions with as few differences the newest is kept.
        let closest = IOSVersion.supported.reversed().compactMap { major in comparisons[major].map { (major, $0.differences.count) } }
            .min { $0.1 < $1.1 }.flatMap { IOSVersion($0.0) }
        let chosen = version ?? consistent.last ?? closest ?? .newest
        let comparison = try comparisons[chosen.major]
            ?? bestComparison(reading.callbacks, mapping: mapping, trace: LifecycleSimulator.run(scenario, on: chosen))
        var differences = comparison.differences + (contradictions[chosen.major] ?? [])
        var explaining: [VersionRule] = []
        let nearest = comparison.differences.isEmpty ? nil : consistent.min { abs($0.major - chosen.major) < abs($1.major - chosen.major) }
        if let nearest, let fitting = comparisons[nearest.major] {
            differences = differences.map { difference in
                difference.fitting(fitting.rule(forOccurrence: occurrence(of: difference, in: comparison),
                                                of: difference.object, difference.callback))
            }
            // The rules of the callbacks the log records, on both versions: one behind a callback
            // the log has no line of changes nothing it can show.
            explaining = Self.rulesChanging(from: chosen, to: nearest, behind: differences, firing: comparison.rules + fitting.rules)
        }
        return CheckReport(
            version: chosen, scenario: scenario, fromStep: comparison.fromStep,
            mapping: mapping.classes.map { CheckReport.MappedClass(className: $0.className, object: $0.object, given: given[$0.className] != nil) },
            differencesInOrderOfAppearance: mapping.differencesInOrderOfAppearance,
            recognized: reading.callbacks,
            comparedObjects: comparison.resolvedObjects.map { $0.flatMap { LogProjection.isUnknown($0) ? nil : $0 } },
            unrecognized: reading.unrecognized, repeatedLabel: reading.repeatedLabel, callEnds: reading.callEnds, expected: comparison.expected,
            notes: (traces[chosen.major]?.notes ?? []).filter { $0.step >= comparison.fromStep },
            differences: differences, absentUsual: comparison.absentUsual, contextLines: comparison.contextLines,
            queriesAsNeeded: comparison.queriesAsNeeded, consistentVersions: consistent, versionRules: explaining, nearestFit: nearest,
            versionIsClosest: version == nil && consistent.isEmpty,
            printedAfterSuper: comparison.printedAfterSuper)
    }

    /// Views whose point(inside:with:) the log shows answering no every time, so no touch went to
    /// them or a view inside them, though the engine hands them one from `fromStep` on: the
    /// scenario taps another view than the finger did.
    static func touchesOfViewsMissed(_ answers: [LoggedAnswer], mapping: ObjectMapping, trace: Trace, fromStep: Int) -> [CheckReport.Difference] {
        var missed: [String: Int] = [:]
        var hit: Set<String> = []
        for answer in answers {
            guard let object = mapping.object(for: answer.className) else { continue }
            if answer.inside { hit.insert(object) } else if missed[object] == nil { missed[object] = answer.line }
        }
        return missed.filter { !hit.contains($0.key) }.sorted { $0.value < $1.value }.compactMap { object, line in
            guard let touch = trace.events.first(where: { Int($0.step) >= fromStep && $0.callback == .touchesBegan && trace.object(of: $0).name == object })
            else { return nil }
            return CheckReport.Difference(kind: .contradicted, object: object, callback: .touchesBegan, expectedPosition: nil,
                                          loggedLine: line, rule: touch.rule, ruleWhereItFits: nil)
        }
    }

    /// How many times the same callback of the same object came before this one: in the log for
    /// an extra line, in the engine's order otherwise.
    private func occurrence(of difference: CheckReport.Difference, in comparison: LogComparison) -> Int {
        if let position = difference.expectedPosition {
            return comparison.expected[..<(position - 1)].filter { $0.callback == difference.callback && (difference.object == nil || $0.object == difference.object) }.count
        }
        return comparison.logged.filter { $0.line < difference.loggedLine! && $0.callback == difference.callback && $0.object == difference.object }.count
    }

    /// The version rules that hold on one of the two versions and not on the other, behind the
    /// differences first, then behind the other callbacks of the kinds the log records that either
    /// version makes in the steps compared (a sheet from iOS 13, which the log's missing
    /// viewWillAppear comes from): why the log fits `nearest` and not `chosen`, never a rule of
    /// something neither makes or the log could not show.
    static func rulesChanging(from chosen: IOSVersion, to nearest: IOSVersion, behind differences: [CheckReport.Difference],
                              firing compared: [Rule]) -> [VersionRule] {
        var named: [VersionRule] = []
        let behindDifferences = differences.flatMap { [$0.rule?.versionRule, $0.ruleWhereItFits?.versionRule, $0.callback.versionRule] }
        for rule in (behindDifferences + compared.map(\.versionRule)).compactMap({ $0 })
        where rule.holds(on: chosen) != rule.holds(on: nearest) && !named.contains(rule) {
            named.append(rule)
        }
        return named
    }

    /// The comparison from the step that fits the log best (or `--from-step`), the latest of
    /// those that compare the same callbacks; with the navigation and tab bar controllers taken
    /// to print before or after calling super, whichever fits better (before, on a tie).
    func bestComparison(_ logged: [LoggedCallback], mapping: ObjectMapping, trace: Trace) -> LogComparison {
        let steps = fromStep.map { [$0] } ?? Array(1...max(scenario.steps.count, 1))
        var best: LogComparison?
        let mapped = Set(mapping.classes.compactMap(\.object))
        for printedAfterSuper in Self.printingPlacements(of: trace.forwardingContainers.filter(mapped.contains)) {
            let projection = LogProjection(logged: logged, mapping: mapping, trace: trace, printedAfterSuper: printedAfterSuper)
            var bestFromAStep: LogComparison?
            for step in steps {
                let comparison = LogComparison(projection, fromStep: step)
                // A later step that compares the same callbacks as well is where the log starts:
                // the steps before it made none of the callbacks the log records.
                if let current = bestFromAStep, comparison.differences.count > current.differences.count
                    || (comparison.differences.count == current.differences.count && comparison.expected.count != current.expected.count) {
                    continue
                }
                bestFromAStep = comparison
            }
            if best == nil || bestFromAStep!.differences.count < best!.differences.count { best = bestFromAStep }
        }
        return best!
    }

    /// Which of the logged containers print after calling super: none first, then each choice of
    /// them, fewer before more (all or none when there are too many to try each).
    static func printingPlacements(of containers: [String]) -> [[String]] {
        guard containers.count <= 3 else { return [[], containers] }
        return (0..<(1 << containers.count)).map { mask in containers.indices.filter { mask & (1 << $0) != 0 }.map { containers[$0] } }
            .sorted { $0.count < $1.count }
    }
}
