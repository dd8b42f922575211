import Foundation
import GRDB

/// Writes content into an empty database: the schema, every table, every derived method name,
/// the search documents and their full-text index, and last the meta rows that mark it complete.
struct KnowledgeDatabaseBuilder {
    /// Raised when what the builder derives changes (method names, search text) while the content
    /// and schema do not: it is part of the stored fingerprint, so a database built before is rebuilt.
    static let revision = 4

    let content: Content
    let fingerprint: String
    let builtAt: Date
    /// Derived once: spelling methods out is the costliest part of a build after SQLite's own.
    private let index: MethodNameIndex

    init(content: Content, fingerprint: String, builtAt: Date) {
        self.content = content
        self.fingerprint = fingerprint
        self.builtAt = builtAt
        index = MethodNameIndex(methods: content.methods, classes: content.classes)
    }

    func write(schemaSQL: String, into db: Database) throws {
        try db.execute(sql: schemaSQL)
        try db.inTransaction {
            // Rows refer to each other in every direction (classes to parents, facts to methods);
            // checking references at commit lets them go in file order.
            try db.execute(sql: "PRAGMA defer_foreign_keys = ON")
            try insertSources(db)
            try insertClasses(db)
            try insertTopics(db)
            try insertMethodNames(db)
            try insertConflicts(db)
            try insertTraces(db)
            try insertScenarios(db)
            try insertSearchDocuments(db)
            try requireReferencesResolve(db)
            try insertMeta(db)
            return .commit
        }
    }

    // MARK: - Tables

    private func insertSources(_ db: Database) throws {
        for source in content.sources {
            try insert(db, "sources", [
                "id": source.id, "title_zh": source.title.zh, "title_en": source.title.en,
                "language": source.language, "era": source.era, "ios": source.ios ?? 0,
                "summary_zh": source.summary.zh, "summary_en": source.summary.en,
                "doc_title": source.document.title?.text, "doc_title_line": source.document.title?.line,
                "doc_author": source.document.author?.text, "doc_author_line": source.document.author?.line,
                "doc_date": source.document.date?.text, "doc_date_line": source.document.date?.line,
                "doc_address": source.document.address?.text, "doc_address_line": source.document.address?.line,
            ])
            for section in source.sections {
                try insert(db, "source_sections", [
                    "source_id": source.id, "section": section.section, "lines": section.lines, "title_en": section.title,
                ])
            }
        }
    }

    private func insertClasses(_ db: Database) throws {
        for entry in content.classes {
            try insert(db, "classes", [
                "id": entry.id, "kind": entry.kind, "parent_id": entry.parent,
                "summary_zh": entry.summary.zh, "summary_en": entry.summary.en,
            ])
        }
    }

    private func insertTopics(_ db: Database) throws {
        for topic in content.topics {
            try insert(db, "topics", ["id": topic.topic, "title_zh": topic.title.zh, "title_en": topic.title.en])
            for method in topic.methods {
                try insert(db, "methods", [
                    "id": method.id, "class_id": method.classID, "topic": topic.topic, "kind": method.kind,
                    "swift_name": method.swift, "swift_signature": method.swiftSignature,
                    "objc_selector": method.objc, "objc_signature": method.objcSignature,
                    "frequency": method.frequency, "super_rule": method.superRule,
                    "available": method.available, "deprecated": method.deprecated,
                    "when_zh": method.when.zh, "when_en": method.when.en, "apple": method.apple,
                ])
                try insertCitations(db, owner: "method", id: method.id, method.sources)
            }
            for fact in topic.facts {
                try insert(db, "facts", [
                    "id": fact.id, "topic": topic.topic, "kind": fact.kind, "method_id": fact.method,
                    "zh": fact.text.zh, "en": fact.text.en, "ios_from": fact.ios?.from, "ios_to": fact.ios?.to,
                    "apple": fact.apple,
                ])
                for methodID in fact.methods.uniqued() where methodID != fact.method {
                    try insert(db, "fact_methods", ["fact_id": fact.id, "method_id": methodID])
                }
                try insertCitations(db, owner: "fact", id: fact.id, fact.sources)
            }
            for pitfall in topic.pitfalls {
                try insert(db, "pitfalls", [
                    "id": pitfall.id, "topic": topic.topic,
                    "title_zh": pitfall.title.zh, "title_en": pitfall.title.en,
                    "symptom_zh": pitfall.symptom.zh, "symptom_en": pitfall.symptom.en,
                    "cause_zh": pitfall.cause.zh, "cause_en": pitfall.cause.en,
                    "fix_zh": pitfall.fix.zh, "fix_en": pitfall.fix.en, "snippet": pitfall.snippet?.en, "snippet_zh": pitfall.snippet?.zh,
                    "fix_snippet": pitfall.fixSnippet?.en, "fix_snippet_zh": pitfall.fixSnippet?.zh, "apple": pitfall.apple,
                ])
                for methodID in pitfall.methods.uniqued() {
                    try insert(db, "pitfall_methods", ["pitfall_id": pitfall.id, "method_id": methodID])
                }
                try insertCitations(db, owner: "pitfall", id: pitfall.id, pitfall.sources)
            }
        }
    }

    private func insertMethodNames(_ db: Database) throws {
        for name in index.names {
            try insert(db, "method_names", ["normalized": name.key, "method_id": name.methodID, "spelling": name.spelling])
        }
    }

    private func insertConflicts(_ db: Database) throws {
        for conflict in content.conflicts {
            try insert(db, "conflicts", [
                "id": conflict.id, "topic": conflict.topic,
                "title_zh": conflict.title.zh, "title_en": conflict.title.en,
                "explanation_zh": conflict.explanation.zh, "explanation_en": conflict.explanation.en,
                "scenario": conflict.scenario, "ios_versions": conflict.iosVersions,
            ])
            for (position, claim) in conflict.claims.enumerated() {
                try insert(db, "conflict_claims", [
                    "conflict_id": conflict.id, "position": position + 1, "source_id": claim.citation.seed,
                    "section": claim.citation.section, "lines": claim.citation.lines,
                    "claim_zh": claim.claim.zh, "claim_en": claim.claim.en,
                ])
            }
            for methodID in conflict.methods.uniqued() {
                try insert(db, "conflict_methods", ["conflict_id": conflict.id, "method_id": methodID])
            }
        }
    }

    private func insertTraces(_ db: Database) throws {
        for trace in content.traces {
            let steps = TraceSteps(logged: trace.logged, scenario: trace.scenario, index: index)
            guard steps.problems.isEmpty else {
                throw KnowledgeBaseError.contentInconsistent(reason: "trace \(trace.id): " + steps.problems.joined(separator: "; "))
            }
            guard let source = trace.source else {
                throw KnowledgeBaseError.contentInconsistent(reason: "trace \(trace.id) has no source")
            }
            try insert(db, "traces", [
                "id": trace.id, "source_id": source.seed, "section": source.section, "lines": source.lines,
                "ios": trace.ios ?? 0, "title_zh": trace.title.zh, "title_en": trace.title.en,
                "conditions_zh": trace.conditions.zh, "conditions_en": trace.conditions.en,
                "scenario": trace.scenario, "compare_from": trace.compareFrom,
                "note_zh": trace.note?.zh, "note_en": trace.note?.en,
            ])
            for (position, step) in steps.steps.enumerated() {
                try insert(db, "trace_entries", [
                    "trace_id": trace.id, "position": position + 1, "object": step.object,
                    "method_id": step.methodID, "logged_as": step.loggedAs,
                ])
            }
            try insertCitations(db, owner: "trace", id: trace.id, [source])
        }
    }

    private func insertScenarios(_ db: Database) throws {
        for scenario in content.scenarios {
            try insert(db, "scenarios", [
                "id": scenario.id, "topic": scenario.topic, "level": scenario.level ?? 0,
                "title_zh": scenario.title.zh, "title_en": scenario.title.en, "script": scenario.script,
            ])
        }
    }

    private func insertCitations(_ db: Database, owner: String, id: String, _ citations: [Citation]) throws {
        for citation in citations {
            try insert(db, "citations", [
                "owner_kind": owner, "owner_id": id, "source_id": citation.seed,
                "section": citation.section, "lines": citation.lines,
            ])
        }
    }

    // MARK: - Search

    /// One document per owner and language: what `lifequiz search` ranks and quotes from.
    private func insertSearchDocuments(_ db: Database) throws {
        for language in Language.allCases {
            // Titles are what a reader sees over each result: a method's id, a fact's first clause.
            // Other spellings of a method's name reach it through name resolution, which ranks
            // exact names first.
            for method in content.methods {
                try insertDocument(db, "method", method.id, language, title: method.id, body: method.when[language])
            }
            for fact in content.facts {
                try insertDocument(db, "fact", fact.id, language, title: Headline.make(from: fact.text[language]), body: fact.text[language])
            }
            for pitfall in content.pitfalls {
                let body = [pitfall.symptom, pitfall.cause, pitfall.fix].map { $0[language] }.joined(separator: "\n")
                try insertDocument(db, "pitfall", pitfall.id, language, title: pitfall.title[language], body: body)
            }
            for conflict in content.conflicts {
                let body = ([conflict.explanation] + conflict.claims.map(\.claim)).map { $0[language] }.joined(separator: "\n")
                try insertDocument(db, "conflict", conflict.id, language, title: conflict.title[language], body: body)
            }
        }
        try db.execute(sql: "INSERT INTO search_index(search_index) VALUES ('rebuild')")
    }

    private func insertDocument(_ db: Database, _ kind: String, _ id: String, _ language: Language, title: String, body: String) throws {
        try insert(db, "search_documents", [
            "owner_kind": kind, "owner_id": id, "lang": language.rawValue, "title": title, "body": body,
        ])
    }

    // MARK: - Completion

    /// Foreign keys are checked at commit, which only says that one failed; this says which.
    private func requireReferencesResolve(_ db: Database) throws {
        let violations = try Row.fetchAll(db, sql: "PRAGMA foreign_key_check")
        guard !violations.isEmpty else { return }
        let described = violations.prefix(5).map { row in
            "\(row["table"] as String? ?? "?") row \(row["rowid"] as Int64? ?? 0) refers to a missing \(row["parent"] as String? ?? "?")"
        }
        throw KnowledgeBaseError.contentInconsistent(reason: described.joined(separator: "; "))
    }

    private func insertMeta(_ db: Database) throws {
        let meta: KeyValuePairs<String, String> = [
            "format": KnowledgeDatabase.format,
            "schema_version": String(KnowledgeDatabase.schemaVersion),
            "content_fingerprint": fingerprint,
            "built_at": ISO8601DateFormatter().string(from: builtAt),
        ]
        for (key, value) in meta {
            try insert(db, "meta", ["key": key, "value": value])
        }
    }

    // MARK: - Helpers

    /// Inserts one row; the statement is cached per column list, so each table's is prepared once.
    private func insert(_ db: Database, _ table: String, _ columns: KeyValuePairs<String, (any DatabaseValueConvertible)?>) throws {
        let names = columns.map(\.key).joined(separator: ", ")
        let statement = try db.cachedStatement(sql: "INSERT INTO \(table) (\(names)) VALUES (\(Database.placeholders(columns.count)))")
        try statement.execute(arguments: StatementArguments(columns.map(\.value)))
    }
}
