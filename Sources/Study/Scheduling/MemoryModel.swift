import Foundation

/// FSRS-6's formulas, written as py-fsrs 6.3.2 writes them.
///
/// Each expression keeps py-fsrs's operand order and raises e with `pow` (Python's `math.e ** x`)
/// rather than `exp`, so results agree with the reference to the last bit on the same libm.
struct MemoryModel: Sendable {
    let w: FSRSParameters
    let desiredRetention: Double
    let maximumInterval: Int

    private static let minimumStability = 0.001
    private static let difficultyRange = 1.0...10.0

    /// The forgetting curve passes through 90% recall at t = stability.
    private var factor: Double { pow(0.9, 1 / w.decay) - 1 }

    func retrievability(elapsedDays: Int, stability: Double) -> Double {
        pow(1 + factor * Double(elapsedDays) / stability, w.decay)
    }

    func initialStability(_ rating: Rating) -> Double {
        max(w[rating.rawValue - 1], Self.minimumStability)
    }

    func initialDifficulty(_ rating: Rating) -> Double {
        clampDifficulty(unclampedInitialDifficulty(rating))
    }

    /// Whole days until recall probability falls to the desired retention, 1 ... maximumInterval.
    func interval(stability: Double) -> Int {
        let days = (stability / factor) * (pow(desiredRetention, 1 / w.decay) - 1)
        // Python's round() rounds halves to even.
        let rounded = days.rounded(.toNearestOrEven)
        return Int(min(max(rounded, 1), Double(maximumInterval)))
    }

    /// Stability after a review on the same day as the previous one, where the forgetting curve
    /// has had no time to act.
    func shortTermStability(_ stability: Double, rating: Rating) -> Double {
        var increase = pow(M_E, w[17] * (Double(rating.rawValue - 3) + w[18])) * pow(stability, -w[19])
        // A pass never lowers stability.
        if rating.isPass { increase = max(increase, 1.0) }
        return max(stability * increase, Self.minimumStability)
    }

    func nextDifficulty(_ difficulty: Double, rating: Rating) -> Double {
        let target = unclampedInitialDifficulty(.easy)
        let delta = -(w[6] * Double(rating.rawValue - 3))
        // Linear damping: the closer to 10, the smaller the step.
        let damped = difficulty + (10.0 - difficulty) * delta / 9.0
        // Mean reversion towards the difficulty of a card first rated Easy.
        return clampDifficulty(w[7] * target + (1 - w[7]) * damped)
    }

    func nextStability(_ memory: MemoryState, retrievability r: Double, rating: Rating) -> Double {
        let next = rating == .again
            ? forgetStability(memory, retrievability: r)
            : recallStability(memory, retrievability: r, rating: rating)
        return max(next, Self.minimumStability)
    }

    private func forgetStability(_ memory: MemoryState, retrievability r: Double) -> Double {
        let (s, d) = (memory.stability, memory.difficulty)
        let longTerm = w[11] * pow(d, -w[12]) * (pow(s + 1, w[13]) - 1) * pow(M_E, (1 - r) * w[14])
        let shortTerm = s / pow(M_E, w[17] * w[18])
        return min(longTerm, shortTerm)
    }

    private func recallStability(_ memory: MemoryState, retrievability r: Double, rating: Rating) -> Double {
        let (s, d) = (memory.stability, memory.difficulty)
        let hardPenalty = rating == .hard ? w[15] : 1
        let easyBonus = rating == .easy ? w[16] : 1
        return s * (1 + pow(M_E, w[8]) * (11 - d) * pow(s, -w[9]) * (pow(M_E, (1 - r) * w[10]) - 1)
            * hardPenalty * easyBonus)
    }

    private func unclampedInitialDifficulty(_ rating: Rating) -> Double {
        w[4] - pow(M_E, w[5] * Double(rating.rawValue - 1)) + 1
    }

    private func clampDifficulty(_ difficulty: Double) -> Double {
        min(max(difficulty, Self.difficultyRange.lowerBound), Self.difficultyRange.upperBound)
    }
}
