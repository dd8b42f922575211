import Foundation
import GRDB

extension ProgressStore {
    /// Whether `learn` has shown this lesson's introduction.
    public func hasIntroduced(lesson id: String) throws -> Bool {
        try guarded {
            try writer.read { db in
                try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM lesson WHERE id = ?)", arguments: [id]) ?? false
            }
        }
    }

    /// Notes that `learn` showed the lesson's introduction; the first time is kept.
    public func recordIntroduction(of id: String, at time: Date) throws {
        try guarded {
            try writer.write { db in
                try db.execute(sql: "INSERT OR IGNORE INTO lesson (id, introduced_at) VALUES (?, ?)", arguments: [id, time])
            }
        }
    }
}
