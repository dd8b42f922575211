/// A scheduler setting FSRS cannot work with.
public enum SchedulerConfigurationError: Error, Equatable, CustomStringConvertible {
    public struct OutOfBounds: Sendable, Equatable {
        public let index: Int
        public let value: Double
        public let lower: Double
        public let upper: Double
    }

    case wrongParameterCount(expected: Int, got: Int)
    case parametersOutOfBounds([OutOfBounds])
    case desiredRetentionOutOfRange(Double)
    case maximumIntervalTooShort(Int)
    case nonPositiveStep(seconds: Double, relearning: Bool)

    public var description: String {
        switch self {
        case .wrongParameterCount(let expected, let got):
            "FSRS-6 needs \(expected) parameters (w0...w20), got \(got). "
                + "Use the defaults or a full set from the FSRS optimizer."
        case .parametersOutOfBounds(let list):
            "FSRS parameters out of bounds: "
                + list.map { "w\($0.index) = \($0.value) (allowed \($0.lower)...\($0.upper))" }
                    .joined(separator: ", ")
                + ". Re-run the optimizer or use the defaults."
        case .desiredRetentionOutOfRange(let value):
            "desired retention \(value) must lie strictly between 0 and 1 (0.9 is the usual choice)."
        case .maximumIntervalTooShort(let days):
            "maximum interval \(days) days must be at least 1 day."
        case .nonPositiveStep(let seconds, let relearning):
            "\(relearning ? "relearning" : "learning") step of \(seconds) s must be longer than 0 s."
        }
    }
}
