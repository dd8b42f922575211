import LifecycleEngine

/// What `lifequiz check` found: how the log was read and mapped, and where it differs from the
/// engine's trace of the scenario.
public struct CheckReport: Sendable {
    /// A class of the log and the scenario object it stands for (nil when none fits).
    public struct MappedClass: Hashable, Sendable {
        public let className: String
        public let object: String?
        /// Given with `--as`, rather than inferred from the order the classes first appear.
        public let given: Bool
    }

    /// One of the engine's calls: its object, callback and whether it passes nil (a removal's
    /// `willMove(toParent: nil)`), which a line that logs its argument must agree with.
    public typealias Call = (object: String, callback: Callback, passesNil: Bool)

    public struct Difference: Hashable, Sendable {
        public enum Kind: String, Sendable {
            /// The engine expects it; the log does not have it.
            case missing
            /// The log has it; the engine does not expect it (here, or this many times).
            case extra
            /// Both have it, in another order.
            case outOfOrder = "out-of-order"
            /// Both have it, but the log's argument is the other one: a parent where the engine's
            /// removal passes nil, or nil where it passes a parent (`passesNil` is the engine's).
            case wrongArgument = "wrong-argument"
            /// The engine gives the touch to a view the log's own point(inside:with:) answers say
            /// it missed (`loggedLine` is the answer).
            case contradicted
        }

        public let kind: Kind
        /// The scenario object, or nil for a line that names no class.
        public let object: String?
        public let callback: Callback
        /// The call passes nil (`willMove(toParent: nil)`): the engine's, or for an extra line, the log's.
        public var passesNil = false
        /// Where the engine places it among the compared callbacks (1-based); nil for an extra one.
        public let expectedPosition: Int?
        /// The log line it stands for; nil for a missing one.
        public let loggedLine: Int?
        /// The engine's rule for the expected callback.
        public let rule: Rule?
        /// The engine's rule for it on the nearest version the log fits, when one does.
        public let ruleWhereItFits: Rule?

        func fitting(_ rule: Rule?) -> Difference {
            Difference(kind: kind, object: object, callback: callback, passesNil: passesNil, expectedPosition: expectedPosition,
                       loggedLine: loggedLine, rule: self.rule, ruleWhereItFits: rule)
        }
    }

    public let version: IOSVersion
    public let scenario: Scenario
    /// The first step compared: a log often starts after the launch.
    public let fromStep: Int
    public let mapping: [MappedClass]
    /// Set when the inferred classes are not paired in the order they first appear, because
    /// another pairing fits better: the differences that order would give.
    public let differencesInOrderOfAppearance: Int?
    public let recognized: [LoggedCallback]
    /// The scenario object each recognized line was compared with: nil when its class stands for
    /// no object, or when it names no class, its mapped object never makes its callback, and no
    /// object's call of it matched the line (a line naming no class is compared with whichever
    /// object makes its callback).
    public let comparedObjects: [String?]
    public let unrecognized: [LogLine]
    /// The one name the log writes beside its callbacks, read as no class (`首页` on every line).
    public let repeatedLabel: String?
    /// Lines that end a call logged above (`离开 B hitTest…`, `pointInside… isInside:1`): not calls.
    public let callEnds: [LoggedCallback]
    /// The engine's callbacks the log was compared with, in order.
    public let expected: [Call]
    /// The engine's notes on the compared steps: why it leaves out a call a log may show.
    public let notes: [TraceNote]
    public let differences: [Difference]
    /// Rules of calls UIKit usually but not always makes that the log does not show at all (a
    /// second hit-test pass): said, not counted as differences.
    public let absentUsual: [Rule]
    /// Lines taken as the end of the step before `fromStep`, the log starting during it: said,
    /// not compared.
    public let contextLines: [Int]
    /// Lines of orientation queries beyond those the engine asks (UIKit asks as it needs the
    /// answer): said, not counted as differences.
    public let queriesAsNeeded: [Int]
    /// Every modelled version the log is consistent with.
    public let consistentVersions: [IOSVersion]
    /// The version rules that change exactly where the log stops or starts fitting: what explains
    /// the differences when another version fits.
    public let versionRules: [VersionRule]
    /// The version the log fits nearest to the one checked, whose rules `ruleWhereItFits` names.
    public let nearestFit: IOSVersion?
    /// No version was given and none fits: `version` is the one the log differs from least.
    public let versionIsClosest: Bool
    /// Navigation and tab bar controllers whose lines fit as printed after calling super, which
    /// tells the child they show first: compared that way, not counted as differences.
    public let printedAfterSuper: [String]

    public var isConsistent: Bool { differences.isEmpty }

    /// For an extra line: its callback's version rule when that rule does not hold on the version
    /// checked, where UIKit never makes the call (`supportedInterfaceOrientations` on iOS 5).
    public func versionRuleLacking(_ difference: Difference) -> VersionRule? {
        guard difference.kind == .extra, let rule = difference.callback.versionRule, !rule.holds(on: version) else { return nil }
        return rule
    }

    /// For an extra line: the engine's note on why it leaves that call out here (a local
    /// notification's launch, which developers and Apple's page disagree on).
    public func note(explaining difference: Difference) -> TraceNote? {
        guard difference.kind == .extra else { return nil }
        return notes.first { $0.leavesOut.contains(difference.callback) }
    }
}
