import Foundation
@testable import Study

/// One review log of Fixtures/fsrs, in reference.py's input format, with the settings
/// scripts/fsrs-reference-steps.py adds.
struct ReferenceLog: Decodable {
    struct Review: Decodable {
        let card: String
        let rating: Int
        let time: String
    }

    let desiredRetention: Double?
    let parameters: [Double]?
    let learningSteps: [Double]?
    let relearningSteps: [Double]?
    let maximumInterval: Int?
    let reviews: [Review]

    enum CodingKeys: String, CodingKey {
        case desiredRetention = "desired_retention", parameters, learningSteps = "learning_steps"
        case relearningSteps = "relearning_steps", maximumInterval = "maximum_interval", reviews
    }

    func scheduler() throws -> Scheduler {
        try Scheduler(
            parameters: parameters.map(FSRSParameters.init) ?? .default,
            desiredRetention: desiredRetention ?? 0.9,
            learningSteps: learningSteps ?? Scheduler.defaultLearningSteps,
            relearningSteps: relearningSteps ?? Scheduler.defaultRelearningSteps,
            maximumInterval: maximumInterval ?? 36500)
    }
}
