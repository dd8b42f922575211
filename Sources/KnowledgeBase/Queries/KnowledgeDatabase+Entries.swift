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
}
