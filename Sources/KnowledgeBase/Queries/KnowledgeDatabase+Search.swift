import GRDB

extension KnowledgeDatabase {
    /// Facts, pitfalls, methods and conflicts matching every term of `text`, best first, one hit
    /// per item in `language` when that language's text matched, else in the other.
    ///
    /// Terms of three characters or more go through the FTS5 trigram index and rank by bm25
    /// (titles weigh double). Shorter terms, such as the Chinese words 布局 and 内存, cannot go
    /// through a trigram index and are matched by a plain scan; a query made only of them ranks
    /// by how often the terms occur, titles first. Throws `emptySearch` when there is nothing to
    /// look for; no other input can make it fail. With `everyTerm` false, a hit needs only one
    /// term, and those matching more terms come first: what to show when no hit has them all.
    /// When no hit has even one, a Chinese term counts as its two-character pieces
    /// (`SearchQuery.withChinesePieces`): 横屏启动 finds texts about 横屏 and 启动.
    public func search(_ text: String, language: Language, limit: Int = 10, everyTerm: Bool = true) throws -> [SearchHit] {
        var query = try SearchQuery(text)
        let exact = exactMatches(for: text)
        var documents = try read { db in
            try Self.exactDocuments(db, exact, language: language)
                + (everyTerm ? Self.matchingDocuments(db, query) : Self.documentsMatchingSomeTerms(db, query))
        }
        let pieces = query.withChinesePieces
        if !everyTerm, documents.isEmpty, pieces.terms != query.terms {
            query = pieces
            documents = try read { db in try Self.documentsMatchingSomeTerms(db, pieces) }
        }

        var best: [String: Document] = [:]
        var order: [String] = []
        for document in documents {
            let owner = document.kind + "\u{0}" + document.id
            guard let current = best[owner] else {
                best[owner] = document
                order.append(owner)
                continue
            }
            if current.language != language, document.language == language {
                var preferred = document
                preferred.score = min(current.score, document.score)
                best[owner] = preferred
            }
        }
        // Ties keep the order the database gave, which is content order.
        let found = order.enumerated().compactMap { position, owner in best[owner].map { (position, $0) } }
            .sorted { ($0.1.score, $0.0) < ($1.1.score, $1.0) }
            .prefix(max(0, limit))
            .map(\.1)
        // A hit found in the other language is titled in the reader's: the excerpt shows the match.
        return try read { db in
            try found.map { document in
                let title = document.language == language ? document.title
                    : try String.fetchOne(db, sql: "SELECT title FROM search_documents WHERE owner_kind = ? AND owner_id = ? AND lang = ?",
                                          arguments: [document.kind, document.id, language.rawValue]) ?? document.title
                return SearchHit(
                    kind: document.kind, id: document.id, language: document.language,
                    title: HighlightedText(title, marking: query.markedTerms),
                    snippet: Snippet.make(from: document.body, terms: query.markedTerms)
                )
            }
        }
    }

    /// A search document that matched, with its score: lower is better.
    private struct Document {
        let kind: String
        let id: String
        let language: Language
        let title: String
        let body: String
        var score: Double

        init(row: ResultRow, score: Double) throws {
            kind = try row["owner_kind"]
            id = try row["owner_id"]
            language = try Language(rawValue: row["lang"]) ?? .en
            title = try row["title"]
            body = try row["body"]
            self.score = score
        }
    }

    /// What `text` names exactly, as `(kind, id)`: the methods it spells (in any spelling name
    /// resolution accepts) or the fact, pitfall or conflict whose id it is. These lead the results.
    private func exactMatches(for text: String) -> [(kind: String, id: String)] {
        let trimmed = text.trimmed
        if let entry = try? entry(id: trimmed) { return [(entry.kind, entry.id)] }
        return ((try? methods(named: trimmed)) ?? []).map { ("method", $0.id) }
    }

    /// The documents of exact matches, in `language`, scored ahead of anything the index ranks.
    private static func exactDocuments(_ db: Database, _ exact: [(kind: String, id: String)], language: Language) throws -> [Document] {
        try exact.flatMap { match in
            try db.rows("SELECT * FROM search_documents WHERE owner_kind = ? AND owner_id = ? AND lang = ?",
                        [match.kind, match.id, language.rawValue])
                .map { try Document(row: $0, score: -.infinity) }
        }
    }

    private static func matchingDocuments(_ db: Database, _ query: SearchQuery) throws -> [Document] {
        var sql: String
        var arguments: [String] = []
        if query.indexedTerms.isEmpty {
            sql = "SELECT d.*, 0.0 AS rank FROM search_documents d WHERE 1"
        } else {
            sql = """
                SELECT d.*, bm25(search_index, 2.0, 1.0) AS rank
                FROM search_index JOIN search_documents d ON d.rowid = search_index.rowid
                WHERE search_index MATCH ?
                """
            arguments.append(query.fullTextPattern)
        }
        for term in query.scannedTerms {
            sql += " AND instr(lower(d.title || char(10) || d.body), lower(?)) > 0"
            arguments.append(term)
        }
        let rows = try db.rows(sql + " ORDER BY rank, d.rowid", arguments)
        guard query.indexedTerms.isEmpty else {
            return try rows.map { try Document(row: $0, score: $0["rank"]) }
        }
        // No index to rank by: more occurrences first, a title occurrence counting double.
        return try rows.map { row in
            let title = try (row["title"] as String).lowercased()
            let body = try (row["body"] as String).lowercased()
            let hits = query.terms.reduce(0) { total, term in
                let term = term.lowercased()
                return total + 2 * occurrences(of: term, in: title) + occurrences(of: term, in: body)
            }
            return try Document(row: row, score: -Double(hits))
        }
    }

    /// Documents matching any term, those matching more terms first, then by score.
    private static func documentsMatchingSomeTerms(_ db: Database, _ query: SearchQuery) throws -> [Document] {
        var matches: [String: (document: Document, terms: Int)] = [:]
        var order: [String] = []
        for term in query.terms {
            for document in try matchingDocuments(db, SearchQuery(terms: [term])) {
                let key = [document.kind, document.id, document.language.rawValue].joined(separator: "\u{0}")
                if let match = matches[key] {
                    var best = match.document
                    best.score = min(best.score, document.score)
                    matches[key] = (best, match.terms + 1)
                } else {
                    matches[key] = (document, 1)
                    order.append(key)
                }
            }
        }
        // Scores are bm25's (small, negative) or occurrence counts: one more term outweighs either.
        return order.map { key in
            var document = matches[key]!.document
            document.score -= Double(matches[key]!.terms) * 1_000_000
            return document
        }
    }

    private static func occurrences(of term: String, in text: String) -> Int {
        text.components(separatedBy: term).count - 1
    }
}
