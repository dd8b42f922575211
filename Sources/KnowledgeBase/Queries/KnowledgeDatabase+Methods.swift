import EditDistance
import GRDB

extension KnowledgeDatabase {
    /// The methods `name` names, in any spelling people type: `viewWillAppear`, `viewWillAppear(_:)`,
    /// `-[UIViewController viewWillAppear:]`, `initWithCoder:`, `dealloc`... Several methods when
    /// classes share the name (`init(coder:)`, `deinit`). Throws `unknownMethod`, with the closest
    /// spellings, when none.
    public func methods(named name: String) throws -> [Method] {
        let found = try matches(named: name)
        return try read { db in try Self.completeMethods(db, found.inFull.isEmpty ? found.all : found.inFull) }
    }

    /// The methods `name` names only in part while it names another in full (`init`: init(coder:),
    /// init(frame:)… beside init()), which `methods(named:)` leaves out; by id, none if it names
    /// none in full.
    public func methodIDs(namedInPartBy name: String) throws -> [String] {
        let found = try matches(named: name)
        let inFull = Set(found.inFull.map(\.id))
        return inFull.isEmpty ? [] : found.all.map(\.id).filter { !inFull.contains($0) }
    }

    /// Every method `name` names, and among them those it names in full.
    private func matches(named name: String) throws -> (all: [Method], inFull: [Method]) {
        guard let spelling = MethodSpelling(name) else { throw KnowledgeBaseError.emptyName }
        return try read { db in
            let candidates = try db.rows("""
                SELECT methods.* FROM method_names JOIN methods ON methods.id = method_names.method_id
                WHERE method_names.normalized = ? ORDER BY methods.rowid
                """, [spelling.key]).map(Method.init(row:))
            var matches = candidates
            if spelling.classQualifier != nil {
                matches = try Self.hierarchy(db).filter(candidates, classOf: \.classID, qualifier: spelling.classQualifier)
            }
            guard !matches.isEmpty else {
                let suggestions = candidates.isEmpty
                    ? NameSuggestions.closest(to: spelling, among: try Self.allNames(db))
                    : candidates.map(\.id)
                throw KnowledgeBaseError.unknownMethod(name: name.trimmed, suggestions: suggestions)
            }
            // `shouldAutorotate` is the property's whole name and only the base of
            // `shouldAutorotate(to:)`: a method named in full wins over one named in part.
            let namedInFull = matches.filter { method in
                [method.swiftName, method.objcSelector].contains { MethodSpelling($0)?.key == spelling.key }
            }
            return (matches, namedInFull)
        }
    }

    /// The cards of every method `name` names; see `methods(named:)`.
    public func cards(named name: String) throws -> [MethodCard] {
        let methods = try methods(named: name)
        return try read { db in try methods.map { try Self.card(db, for: $0) } }
    }

    /// Everything known about `method`: facts, pitfalls, conflicts and the seeds they cite.
    public func card(for method: Method) throws -> MethodCard {
        try read { db in try Self.card(db, for: method) }
    }

    private static func card(_ db: Database, for method: Method) throws -> MethodCard {
        // The method's own facts first, and of each, what holds on every version before what held
        // on some: `show viewDidLoad --full` opened with an iOS 9 log.
        let facts = try completeFacts(db, db.rows("""
            SELECT * FROM facts
            WHERE method_id = ?1 OR id IN (SELECT fact_id FROM fact_methods WHERE method_id = ?1)
            ORDER BY method_id IS NOT ?1, ios_from IS NOT NULL OR ios_to IS NOT NULL, rowid
            """, [method.id]).map(Fact.init(row:)))
        let pitfalls = try completePitfalls(db, db.rows("""
            SELECT pitfalls.* FROM pitfalls JOIN pitfall_methods ON pitfall_methods.pitfall_id = pitfalls.id
            WHERE pitfall_methods.method_id = ? ORDER BY pitfalls.rowid
            """, [method.id]).map(Pitfall.init(row:)))
        let conflicts = try completeConflicts(db, db.rows("""
            SELECT conflicts.* FROM conflicts JOIN conflict_methods ON conflict_methods.conflict_id = conflicts.id
            WHERE conflict_methods.method_id = ? ORDER BY conflicts.rowid
            """, [method.id]).map(Conflict.init(row:)))
        let cited = method.sources + facts.flatMap(\.sources) + pitfalls.flatMap(\.sources)
            + conflicts.flatMap { $0.claims.map(\.source) }
        let seeds = cited.map(\.seed).uniqued()
        let sources = try db.rows(
            "SELECT id, title_zh, title_en FROM sources WHERE id IN (\(Database.placeholders(seeds.count))) ORDER BY id", seeds
        ).map(SourceReference.init(row:))
        return MethodCard(method: method, facts: facts, pitfalls: pitfalls, conflicts: conflicts, sources: sources)
    }

    /// Every method, or those declared by `className` (any case); by class, then content order.
    /// Throws `unknownClass` with the closest class ids when the class does not exist.
    public func methods(inClass className: String? = nil) throws -> [Method] {
        try read { db in
            guard let className else {
                return try Self.completeMethods(db, db.rows("SELECT * FROM methods ORDER BY class_id, rowid").map(Method.init(row:)), all: true)
            }
            let hierarchy = try Self.hierarchy(db)
            guard let classID = hierarchy.classID(named: className.trimmed) else {
                let ids = try db.rows("SELECT id FROM classes").map { try $0["id"] as String }
                let typed = className.lowercased(), tolerance = max(2, className.count / 3)
                let close = ids.compactMap { id in EditDistance.between(id.lowercased(), typed, atMost: tolerance).map { ($0, id) } }
                    .sorted { $0 < $1 }.prefix(3).map(\.1)
                throw KnowledgeBaseError.unknownClass(name: className, suggestions: close)
            }
            return try Self.completeMethods(db, db.rows("SELECT * FROM methods WHERE class_id = ? ORDER BY rowid", [classID]).map(Method.init(row:)))
        }
    }

    public func classes() throws -> [ClassInfo] {
        try read { db in try db.rows("SELECT * FROM classes ORDER BY rowid").map(ClassInfo.init(row:)) }
    }

    /// Names for shell completion: each method's bare Swift and Objective-C names, which need no
    /// quoting in a shell (a name several methods share shows them all).
    public func completionNames() throws -> [String] {
        try read { db in
            let names = try Self.allNames(db).map(\.spelling).filter(Identifiers.isIdentifier)
            return Array(Set(names)).sorted()
        }
    }

    private static func allNames(_ db: Database) throws -> [MethodName] {
        try db.rows("SELECT normalized, method_id, spelling FROM method_names ORDER BY rowid").map {
            try MethodName(key: $0["normalized"], methodID: $0["method_id"], spelling: $0["spelling"])
        }
    }

    private static func hierarchy(_ db: Database) throws -> ClassHierarchy {
        let rows = try db.rows("SELECT id, parent_id FROM classes")
        return ClassHierarchy(parents: try Dictionary(rows.map { (try $0["id"] as String, try $0["parent_id"] as String?) }, uniquingKeysWith: { first, _ in first }))
    }
}
