import Foundation
import TestSupport
import Testing
@testable import Study

/// What `lifequiz stats --format json` prints for a few weeks of study, compared with a file in
/// Snapshots/ (LifequizTests' StatsViewTests renders the same figures as text): a change in what
/// scripts see is a visible diff. After an intended change, run once with
/// SNAPSHOT_TESTING_RECORD=all (it fails while recording), review.
struct StatsSnapshotTests {
    static func scenario() throws -> ProgressStats {
        let a = StudyCard.fact("a", topic: "view-loading", methods: ["UIViewController.viewDidLoad()"])
        let b = StudyCard(id: "order:scenario.push-and-pop#3", kind: "order", topic: "navigation",
                          methodIDs: ["UINavigationController.pushViewController(_:animated:)", "UIViewController.viewWillAppear(_:)"])
        let c = StudyCard.fact("c", topic: "layout", methods: ["UIView.layoutSubviews()"])
        let d = StudyCard.fact("d", topic: "layout", methods: ["UIView.layoutSubviews()"])
        let e = StudyCard.fact("e", topic: "layout", methods: ["UIView.setNeedsLayout()"])
        let diary = try StudyDiary(timeZone: "Europe/Paris", cards: [a, b, c, d, e])
        try diary.answer(a.id, .good, at: "2026-02-20 19:00")
        try diary.answer(a.id, .good, at: "2026-02-20 19:10")
        try diary.answer(b.id, .easy, at: "2026-02-21 08:30")
        try diary.answer(c.id, .easy, at: "2026-02-21 08:35")
        try diary.answer(d.id, .easy, at: "2026-02-21 08:40")  // due 03-01: overdue
        for (day, rating) in [(1, Rating.again), (3, .good), (5, .again), (8, .hard), (9, .good), (10, .again)] {
            try diary.answer(b.id, rating, at: String(format: "2026-03-%02d 12:00", day))
            if rating == .again { try diary.answer(b.id, .good, at: String(format: "2026-03-%02d 12:10", day)) }
        }
        try diary.answer(a.id, .good, at: "2026-03-09 07:45")
        try diary.answer(c.id, .good, at: "2026-03-10 07:50")
        return try diary.stats(at: "2026-03-10 18:00", options: StatsOptions(minimumReviews: 3))
    }

    @Test func statsJSONMatchesTheSnapshot() throws {
        let json = try String(decoding: Self.scenario().json(), as: UTF8.self) + "\n"
        TextSnapshot.expect(json, named: "scenario", group: "stats", pathExtension: "json")
    }

    @Test func statsJSONDecodesBackToTheSameStats() throws {
        let stats = try Self.scenario()
        #expect(try JSONDecoder().decode(ProgressStats.self, from: stats.json()) == stats)
    }
}
