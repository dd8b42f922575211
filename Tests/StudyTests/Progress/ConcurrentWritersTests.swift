import Foundation
import GRDB
import Testing
import TestSupport
@testable import Study

/// Two lifequiz processes studying from the same progress file. Two `DatabaseQueue`s on one file
/// are two independent SQLite connections: they lock the file exactly as two processes would.
struct ConcurrentWritersTests {
    let start = Date(timeIntervalSince1970: 1_767_600_000)
    static let reviewsPerWriter = 150

    @Test func twoWritersAtOnceLoseNoReview() throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("progress.sqlite").path
        let first = try ProgressStore(DatabaseQueue(path: path, configuration: ProgressStore.makeConfiguration()))
        let second = try ProgressStore(DatabaseQueue(path: path, configuration: ProgressStore.makeConfiguration()))
        // Few cards, so both writers keep answering the same ones and must each see the other's.
        let cards = (0..<6).map { StudyCard.fact("shared-\($0)") }
        try first.introduce(cards, at: start)

        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: 2) { writer in
            let store = writer == 0 ? first : second
            for index in 0..<Self.reviewsPerWriter {
                let answer = Answer(cardID: cards[index % cards.count].id, rating: Rating.allCases[(index + writer) % 4],
                                    response: "writer \(writer) #\(index)")
                do {
                    try store.record(answer, at: start + Double(index) * 3_600)
                } catch {
                    failures.add("writer \(writer) #\(index): \(error)")
                }
            }
        }

        #expect(failures.all.isEmpty)
        let answers = try first.writer.read { try String.fetchAll($0, sql: "SELECT answer FROM review") }
        #expect(answers.count == 2 * Self.reviewsPerWriter)
        #expect(Set(answers).count == answers.count)
        for card in cards {
            #expect(try ReplayCheck.storedScheduleMatchesLog(card.id, in: second), "\(card.id)")
        }
    }

    /// Each `open` makes its own connection and its own lock on the folder, as another process
    /// would. Without the folder lock, some of these openings failed: they saw the file
    /// half-made by another (a migrations table, no application id) or lost the switch to WAL.
    @Test func processesOpeningANewFileAtOnceAllOpenIt() throws {
        let failures = Failures()
        for round in 0..<20 {
            let folder = try TemporaryDirectory()
            let url = folder.file("progress.sqlite")
            let cards = (0..<4).map { StudyCard.fact("card-\($0)") }
            DispatchQueue.concurrentPerform(iterations: cards.count) { opener in
                do {
                    try ProgressStore.open(at: url).introduce([cards[opener]], at: start)
                } catch {
                    failures.add("round \(round), opener \(opener): \(error)")
                }
            }
            let store = try ProgressStore.open(at: url, create: false)
            for card in cards {
                #expect(try store.card(card.id) != nil, "round \(round): \(card.id)")
            }
        }
        #expect(failures.all.isEmpty)
    }
}
