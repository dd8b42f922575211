import Foundation
@_exported import PropertyBased
import Testing

/// A generator whose shrinking sequence is erased, so it can be kept in a `static let`.
public typealias AnyGenerator<Value> = Generator<Value, AnySequence<Any>>

/// A property checked on inputs drawn by PropertyBased's generators from fixed seeds: every run
/// checks the same cases, so a failure in CI reproduces on any machine, and the failure names
/// the seed to rerun alone. (PropertyBased's own `propertyCheck` draws fresh seeds each run.)
public struct SeededProperty<Value> {
    let input: Generator<Value, AnySequence<Any>>

    public init(_ input: Generator<Value, some SendableSequenceType>) {
        self.input = input.eraseToAny()
    }

    /// Draws one input for each of `seeds` and checks it; `property` returns what is wrong, or nil.
    /// With `LIFEQUIZ_PROPERTY_TRACE` set, each seed and input is printed before it runs, so a
    /// crash names the case that caused it.
    public func check(
        seeds: Range<UInt64>,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ property: (Value) throws -> String?
    ) {
        let trace = ProcessInfo.processInfo.environment["LIFEQUIZ_PROPERTY_TRACE"] != nil
        for seed in seeds {
            let value = draw(seed: seed)
            if trace { FileHandle.standardError.write(Data("seed \(seed): \(Self.shown(value))\n".utf8)) }
            let problem: String?
            do { problem = try property(value) } catch { problem = "threw \(error)" }
            if let problem {
                Issue.record("""
                    seed \(seed) (rerun it alone with seeds: \(seed)..<\(seed + 1)): \(problem)
                    input: \(Self.shown(value))
                    """, sourceLocation: sourceLocation)
            }
        }
    }

    /// The input `seed` gives, the same on every run.
    public func draw(seed: UInt64) -> Value {
        // xoshiro's state must not be all zeros: the seed is spread with SplitMix64's constants.
        var random = Xoshiro(seed: (seed ^ 0x9E37_79B9_7F4A_7C15, seed &* 0xBF58_476D_1CE4_E5B9 | 1, ~seed, 0x94D0_49BB_1331_11EB))
        return input.run(using: &random)
    }

    private static func shown(_ value: Value) -> String {
        let text = String(reflecting: value)
        return text.count > 2_000 ? String(text.prefix(2_000)) + "… (\(text.count) characters)" : text
    }
}
