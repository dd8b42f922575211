extension KnowledgeDatabase {
    /// The fact, pitfall or conflict with this id (ids are unique across the three), or nil.
    public func entry(id: String) throws -> KnowledgeEntry? {
        try read { db in
            if let fact = try db.rows("SELECT * FROM facts WHERE id = ?", [id]).first {
                return try Self.completeFacts(db, [Fact(row: fact)]).first.map(KnowledgeEntry.fact)
            }
            if let pitfall = try db.rows("SELECT * FROM pitfalls WHERE id = ?", [id]).first {
                return try Self.completePitfalls(db, [Pitfall(row: pitfall)]).first.map(KnowledgeEntry.pitfall)
            }
            if let conflict = try db.rows("SELECT * FROM conflicts WHERE id = ?", [id]).first {
                return try Self.completeConflicts(db, [Conflict(row: conflict)]).first.map(KnowledgeEntry.conflict)
            }
            return nil
        }
    }

    /// The ids of facts, pitfalls and conflicts that begin with `prefix` (`conflict.push` for
    /// conflict.push-order), in content order, at most `limit`.
    public func entryIDs(startingWith prefix: String, limit: Int = 3) throws -> [String] {
        try read { db in
            let pattern = prefix.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "%", with: "\\%")
                .replacingOccurrences(of: "_", with: "\\_") + "%"
            return try String.fetchAll(db, sql: """
                SELECT id FROM (SELECT id, 1 AS kind, rowid FROM facts UNION ALL SELECT id, 2, rowid FROM pitfalls
                                UNION ALL SELECT id, 3, rowid FROM conflicts)
                WHERE id LIKE ? ESCAPE '\\' ORDER BY kind, rowid LIMIT ?
                """, arguments: [pattern, limit])
        }
    }
}
