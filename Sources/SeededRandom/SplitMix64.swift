/// A small seeded random generator (SplitMix64) with a fixed algorithm, so a seed gives the same
/// scenarios, questions and fuzzed schedules on every platform and Swift version (question ids
/// and reproducible reviews rely on it). Inlinable, so callers in other modules get it
/// specialized: the quiz draws and shuffles thousands of times a second.
@frozen
public struct SplitMix64: RandomNumberGenerator, Sendable {
    @usableFromInline var state: UInt64

    @inlinable public init(seed: UInt64) { state = seed }

    @inlinable public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in `0..<bound`, by multiply-shift (independent of the standard library's algorithm).
    @inlinable public mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0)
        return Int((UInt128(next()) &* UInt128(bound)) >> 64)
    }

    @inlinable public mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[below(elements.count)]
    }

    @inlinable public mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
        below(denominator) < numerator
    }

    /// Fisher-Yates with this generator, so a seed gives the same order everywhere.
    @inlinable public mutating func shuffle<Element>(_ elements: inout [Element]) {
        guard elements.count > 1 else { return }
        for index in stride(from: elements.count - 1, to: 0, by: -1) {
            elements.swapAt(index, below(index + 1))
        }
    }

    /// The indices `0..<count` shuffled until they are out of their own order (items shown in
    /// the order they happen would give an ordering away); in order when there are fewer than two.
    @inlinable public mutating func shuffledIndices(_ count: Int) -> [Int] {
        var indices = Array(0..<count)
        guard count > 1 else { return indices }
        while indices == Array(0..<count) { shuffle(&indices) }
        return indices
    }
}
