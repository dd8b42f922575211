import GRDB

// The rows that hang off facts, pitfalls, conflicts and methods, fetched in bulk for a set of
// owners (or all of them, when `ids` is nil), so that a list of N items costs a few queries, not N.
extension KnowledgeDatabase {
    /// Citations by owner id, in content order.
    static func citations(_ db: Database, owner: String, ids: [String]?) throws -> [String: [Citation]] {
        let rows = try db.rows(
            "SELECT c.owner_id, c.source_id, c.section, c.lines, s.title_en FROM citations c "
                + "LEFT JOIN source_sections s ON s.source_id = c.source_id AND s.section = c.section "
                + "WHERE c.owner_kind = ?" + filter("c.owner_id", ids) + " ORDER BY c.rowid",
            [owner] + (ids ?? [])
        )
        // By position: these rows are read in bulk, and a lookup by name lower-cases it each time.
        return try Dictionary(grouping: rows, by: { try $0[0] as String })
            .mapValues { try $0.map { try Citation(seed: $0[1], section: $0[2], lines: $0[3], sectionTitle: $0[4] as String?) } }
    }

    /// Method ids linked to owners through `fact_methods`, `pitfall_methods` or `conflict_methods`.
    static func linkedMethods(_ db: Database, table: String, ownerColumn: String, ids: [String]?) throws -> [String: [String]] {
        let rows = try db.rows(
            "SELECT \(ownerColumn) AS owner, method_id FROM \(table) WHERE 1" + filter(ownerColumn, ids) + " ORDER BY rowid",
            ids ?? []
        )
        return try Dictionary(grouping: rows, by: { try $0[0] as String }).mapValues { try $0.map { try $0[1] } }
    }

    static func completeFacts(_ db: Database, _ facts: [Fact], all: Bool = false) throws -> [Fact] {
        try completeLinks(db, facts, owner: "fact", all: all)
    }

    static func completePitfalls(_ db: Database, _ pitfalls: [Pitfall], all: Bool = false) throws -> [Pitfall] {
        try completeLinks(db, pitfalls, owner: "pitfall", all: all)
    }

    /// Fills in the methods and citations of facts or pitfalls, which link to both the same way
    /// (`<owner>_methods` and citations owned by `<owner>`).
    private static func completeLinks<Record: LinkedRecord>(_ db: Database, _ records: [Record], owner: String, all: Bool) throws -> [Record] {
        let ids = all ? nil : records.map(\.id)
        let citations = try citations(db, owner: owner, ids: ids)
        let methods = try linkedMethods(db, table: "\(owner)_methods", ownerColumn: "\(owner)_id", ids: ids)
        return records.map { record in
            var record = record
            record.methods = methods[record.id] ?? []
            record.sources = citations[record.id] ?? []
            return record
        }
    }

    static func completeConflicts(_ db: Database, _ conflicts: [Conflict], all: Bool = false) throws -> [Conflict] {
        let ids = all ? nil : conflicts.map(\.id)
        let methods = try linkedMethods(db, table: "conflict_methods", ownerColumn: "conflict_id", ids: ids)
        let claimRows = try db.rows(
            "SELECT cc.*, s.title_en AS section_title FROM conflict_claims cc "
                + "LEFT JOIN source_sections s ON s.source_id = cc.source_id AND s.section = cc.section "
                + "WHERE 1" + filter("cc.conflict_id", ids) + " ORDER BY cc.conflict_id, cc.position", ids ?? []
        )
        let claims = try Dictionary(grouping: claimRows, by: { try $0["conflict_id"] as String })
        return try conflicts.map { conflict in
            var conflict = conflict
            conflict.methods = methods[conflict.id] ?? []
            conflict.claims = try (claims[conflict.id] ?? []).map(ConflictClaim.init(row:))
            return conflict
        }
    }

    static func completeMethods(_ db: Database, _ methods: [Method], all: Bool = false) throws -> [Method] {
        let citations = try citations(db, owner: "method", ids: all ? nil : methods.map(\.id))
        return methods.map { method in
            var method = method
            method.sources = citations[method.id] ?? []
            return method
        }
    }

    /// ` AND column IN (?, ...)` when narrowed to `ids`, else nothing.
    private static func filter(_ column: String, _ ids: [String]?) -> String {
        ids.map { " AND \(column) IN (\(Database.placeholders($0.count)))" } ?? ""
    }
}

/// A record that names the methods it is about and the seed passages it comes from.
protocol LinkedRecord {
    var id: String { get }
    var methods: [String] { get set }
    var sources: [Citation] { get set }
}

extension Fact: LinkedRecord {}
extension Pitfall: LinkedRecord {}
