import GRDB

// Whole collections, for `lifequiz sources` and `conflicts`, and for quiz and flashcard makers.
extension KnowledgeDatabase {
    /// The seed documents with their sections.
    public func sources() throws -> [Source] {
        try read { db in
            let sections = try Dictionary(grouping: db.rows("SELECT * FROM source_sections ORDER BY rowid"),
                                      by: { try $0["source_id"] as String })
            return try db.rows("SELECT * FROM sources ORDER BY id").map(Source.init(row:)).map { source in
                var source = source
                source.sections = try (sections[source.id] ?? []).map(SourceSection.init(row:))
                return source
            }
        }
    }

    /// Every conflict with all its claims, in content order.
    public func conflicts() throws -> [Conflict] {
        try read { db in try Self.completeConflicts(db, db.rows("SELECT * FROM conflicts ORDER BY rowid").map(Conflict.init(row:)), all: true) }
    }

    public func facts() throws -> [Fact] {
        try read { db in try Self.completeFacts(db, db.rows("SELECT * FROM facts ORDER BY rowid").map(Fact.init(row:)), all: true) }
    }

    public func pitfalls() throws -> [Pitfall] {
        try read { db in try Self.completePitfalls(db, db.rows("SELECT * FROM pitfalls ORDER BY rowid").map(Pitfall.init(row:)), all: true) }
    }

    /// Every trace with its steps resolved to method ids: the engine's fixtures.
    public func traces() throws -> [ObservedTrace] {
        try read { db in
            let steps = try Dictionary(grouping: db.rows("SELECT * FROM trace_entries ORDER BY trace_id, position"),
                                   by: { try $0["trace_id"] as String })
            return try db.rows("SELECT * FROM traces ORDER BY rowid").map(ObservedTrace.init(row:)).map { trace in
                var trace = trace
                trace.steps = try (steps[trace.id] ?? []).map(ObservedTraceStep.init(row:))
                return trace
            }
        }
    }

    /// Each topic's title, by topic id.
    public func topicTitles() throws -> [String: LocalizedText] {
        try read { db in
            Dictionary(uniqueKeysWithValues: try db.rows("SELECT * FROM topics").map { row in
                (try row["id"] as String, try LocalizedText(zh: row["title_zh"], en: row["title_en"]))
            })
        }
    }

    public func scenarios() throws -> [CuratedScenario] {
        try read { db in try db.rows("SELECT * FROM scenarios ORDER BY rowid").map(CuratedScenario.init(row:)) }
    }
}
