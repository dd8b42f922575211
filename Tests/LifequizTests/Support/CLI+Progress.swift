import Foundation

extension CLI {
    /// Answers one ordering question (seeded) with `answer`, so the progress database holds a review.
    func recordOneAnswer(_ extra: [String] = []) throws -> Result {
        let quiz = try run(["quiz", "--seed", "42", "--kind", "ordering", "--format", "json"] + extra)
        let document = try JSONSerialization.jsonObject(with: Data(quiz.stdout.utf8)) as? [String: Any]
        let id = document?["id"] as? String ?? "no-question: \(quiz.stderr)"
        let count = (document?["items"] as? [Any])?.count ?? 1
        return try run(["answer", id, (1...count).map(String.init).joined(separator: " ")] + extra)
    }

    /// `stats --format json`'s total of reviews, or nil when it fails.
    func totalReviews(_ extra: [String] = []) throws -> Int? {
        let stats = try run(["stats", "--format", "json"] + extra)
        let document = try? JSONSerialization.jsonObject(with: Data(stats.stdout.utf8)) as? [String: Any]
        return document?["total_reviews"] as? Int
    }
}
