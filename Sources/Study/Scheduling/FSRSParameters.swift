/// The 21 weights of the FSRS-6 model (w0 ... w20), validated against the bounds py-fsrs accepts.
public struct FSRSParameters: Sendable, Equatable {
    public let weights: [Double]

    /// FSRS-6's defaults, trained by the FSRS authors on a large Anki review corpus (py-fsrs 6.3.2).
    public static let `default` = try! FSRSParameters([
        0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796,
        1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
    ])

    /// Inclusive bounds per weight, as py-fsrs validates them: weights outside them make the
    /// model's formulas meaningless (negative stability, difficulty running away).
    public static let lowerBounds: [Double] = [
        0.001, 0.001, 0.001, 0.001, 1.0, 0.001, 0.001, 0.001, 0.0, 0.0, 0.001,
        0.001, 0.001, 0.001, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.1,
    ]
    public static let upperBounds: [Double] = [
        100.0, 100.0, 100.0, 100.0, 10.0, 4.0, 4.0, 0.75, 4.5, 0.8, 3.5,
        5.0, 0.25, 0.9, 4.0, 1.0, 6.0, 2.0, 2.0, 0.8, 0.8,
    ]

    public init(_ weights: [Double]) throws(SchedulerConfigurationError) {
        guard weights.count == Self.lowerBounds.count else {
            throw .wrongParameterCount(expected: Self.lowerBounds.count, got: weights.count)
        }
        let outOfBounds = weights.indices.filter {
            !(Self.lowerBounds[$0]...Self.upperBounds[$0]).contains(weights[$0])
        }
        guard outOfBounds.isEmpty else {
            throw .parametersOutOfBounds(outOfBounds.map {
                .init(index: $0, value: weights[$0], lower: Self.lowerBounds[$0], upper: Self.upperBounds[$0])
            })
        }
        self.weights = weights
    }

    public subscript(index: Int) -> Double { weights[index] }

    /// The forgetting curve's exponent, -w20.
    var decay: Double { -weights[20] }
}
