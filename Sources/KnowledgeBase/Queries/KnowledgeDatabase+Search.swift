import GRDB

extension KnowledgeDatabase {
    /// Whether `text` has something to look for: `search` throws `emptySearch` for the rest
    /// (blanks, a lone quote, control characters).
    public static func isSearchable(_ text: String) -> Bool {
        (try? SearchQuery(text)) != nil
    }

    /// Facts, pitfalls, methods and conflicts matching every term of `text`, best first, one hit
    /// per item in `language` when that language's text matched, else in the other.
    ///
    /// Terms of three characters or more go through the FTS5 trigram index and rank by bm25
    /// (titles weigh double). Shorter terms, such as the Chinese words 布局 and 内存, cannot go
    /// through a trigram index and are matched by a plain scan; a query made only of them ranks
    /// by how often the terms occur, titles first. Throws `emptySearch` when there is nothing to
    /// look for; no other input can make it fail. With `everyTerm` false, a hit needs only one
    /// term, and those matching more terms come first: what to show when no hit has them all.
    ///
    /// Chinese is written without spaces, so a Chinese term is also read as words: one that no
    /// text has whole is cut into the longest pieces some text has (生命周期顺序: 生命周期, 顺序);
    /// texts with the term's two-character words follow those with the term whole (视图加载 also
    /// finds 视图被加载); and with some terms, those words are the terms.
    public func search(_ text: String, language: Language, limit: Int = 10, everyTerm: Bool = true) throws -> [SearchHit] {
        let typed = try SearchQuery(text)
        var query = try read { db in try Self.segmented(typed, db) }
        let words = query.inTwoCharacterWords
        // A question about one method (`when is loadView called`, loadView 什么时候调用) is
        // answered by that method, unless it asks how often, which a fact says.
        var exact = exactMatches(for: text)
        if exact.isEmpty, typed.terms.count == 1, !typed.asksHowOften { exact = exactMatches(for: typed.terms[0]) }
        // With some terms, the words: a text with 旋转 and 顺序 answers 旋转时调用顺序 better than
        // one with 调用顺序 alone.
        if !everyTerm { query = words }
        let documents = try read { db in
            guard everyTerm else { return try Self.exactDocuments(db, exact, language: language) + Self.documentsMatchingSomeTerms(db, words) }
            let byWords = words.terms == query.terms ? [] : try Self.matchingDocuments(db, words).map(\.afterWholeTerms)
            return try Self.exactDocuments(db, exact, language: language) + Self.matchingDocuments(db, query) + byWords
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
        // Ties keep the order the database gave, which is content order. After any exact match, in
        // this order of weight: a question of how often is answered by the texts that say how
        // often; one that compares, by those that say how things differ; one that names no
        // version, by what holds today before facts of past versions only (the rotation order of
        // iOS 7 after iOS 8's); then texts that have its terms together in its order (or a method's
        // card, named by one) come first; then those that have its short English words as words
        // (`app` not only inside `viewWillAppear`); and for a question that says something does not
        // happen, facts and pitfalls before methods' definitions.
        let shortWords = typed.shortEnglishWords
        func answersAnotherQuestion(_ document: Document) -> Int {
            guard document.score.isFinite else { return 0 }
            let text = document.title + "\n" + document.body
            let key = document.kind + ":" + document.id
            if typed.asksHowOften, !SearchQuery.saysHowOften(text) { return 32 }
            // How often a named method is called: its own card and facts say it of that method.
            if typed.asksHowOften, !namedMethods.isEmpty, !namedMethods.contains(key) { return 16 }
            // A conflict always says how its sources differ, not how the things asked about do.
            if typed.asksForADifference, document.kind == "conflict" || !SearchQuery.saysHowThingsDiffer(text) { return 16 }
            // A method's card is about its name whatever the other terms: they need not stand by it.
            // Nor do terms of which a hit needs only some.
            let namesTheMethod = document.kind == "method" && query.terms.contains { document.title.localizedCaseInsensitiveContains($0) }
            let apart = !everyTerm || namesTheMethod || query.areTogether(in: text) ? 0 : 4
            let past = !typed.namesAVersion && pastTexts.contains(key) ? 8 : 0
            let definition = typed.saysSomethingIsMissing && document.kind == "method" ? 1 : 0
            return past + apart + (shortWords.allSatisfy { SearchQuery.hasWord($0, in: text) } ? 0 : 2) + definition
        }
        // The methods a how-often question names by their base name (`viewWillAppear`), with
        // their facts: read only for such a question.
        let namedMethods: Set<String> = !typed.asksHowOften ? [] : try read { db in
            var keys: Set<String> = []
            for term in typed.terms where term.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) {
                let ids = "SELECT id FROM methods WHERE id LIKE '%.' || ?1 || '(%' OR id LIKE '%.' || ?1"
                keys.formUnion(try String.fetchAll(db, sql: "SELECT 'method:' || id FROM (\(ids)) UNION SELECT 'fact:' || id FROM facts WHERE method_id IN (\(ids))",
                                                   arguments: [term]))
            }
            return keys
        }
        // Read only when they would be put last: facts of past versions, and methods retired
        // within the versions the content covers, with the facts about them (`rotation` asks
        // for viewWillTransition before the willRotate trio; applicationDidBecomeActive,
        // deprecated in 26, stays where it is).
        let pastTexts: Set<String> = typed.namesAVersion ? []
            : try read { db in
                let retired = "SELECT id FROM methods WHERE deprecated IS NOT NULL AND CAST(deprecated AS REAL) < \(Self.newestCoveredVersion)"
                return Set(try String.fetchAll(db, sql: """
                    SELECT 'fact:' || id FROM facts WHERE ios_to IS NOT NULL OR method_id IN (\(retired))
                    UNION SELECT 'method:' || id FROM (\(retired))
                    """))
            }
        // Each hit's tier once: it reads the hit's whole text, which the sort would redo per comparison.
        let found = order.enumerated().compactMap { position, owner in best[owner].map { (tier: answersAnotherQuestion($0), position, $0) } }
            .sorted { ($0.tier, $0.2.score, $0.1) < ($1.tier, $1.2.score, $1.1) }
            .prefix(max(0, limit))
            .map(\.2)
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

    /// The newest iOS version the content's facts and the engine cover.
    static let newestCoveredVersion = 18

    /// A search document that matched, with its score: lower is better.
    private struct Document {
        let kind: String
        let id: String
        let language: Language
        let title: String
        let body: String
        var score: Double

        /// Found only by a term's words, after every text that has the term whole.
        var afterWholeTerms: Document {
            var later = self
            later.score += 1_000_000_000
            return later
        }

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
        // No index to rank by: occurrences as bm25 counts them (without the rarity of terms, which
        // every row here shares), a title occurrence counting double: each more occurrence of a
        // term adds less, and a long text needs more of them than a short one.
        let texts = try rows.map { row in (title: try (row["title"] as String).lowercased(), body: try (row["body"] as String).lowercased()) }
        let lengths = texts.map { Double($0.title.count + $0.body.count) }
        let averageLength = max(1, lengths.reduce(0, +) / Double(max(1, lengths.count)))
        return try rows.indices.map { index in
            let lengthRatio = lengths[index] / averageLength
            let relevance = query.terms.reduce(0.0) { total, term in
                let term = term.lowercased()
                let frequency = Double(2 * occurrences(of: term, in: texts[index].title) + occurrences(of: term, in: texts[index].body))
                return total + frequency * (Self.saturation + 1) / (frequency + Self.saturation * (1 - Self.lengthWeight + Self.lengthWeight * lengthRatio))
            }
            return try Document(row: rows[index], score: -relevance)
        }
    }

    /// The longest piece a phrase is cut into: Chinese words are shorter.
    private static let longestWord = 8

    /// bm25's usual k1 and b: how fast more occurrences stop adding, and how much length counts.
    private static let saturation = 1.2
    private static let lengthWeight = 0.75

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

    /// A Chinese term that no text contains whole, as the longest pieces that some text does
    /// contain, left to right (生命周期顺序: 生命周期, 顺序): Chinese writes its words without
    /// spaces, so this is where a reader would have put them. A character no text has is left out.
    /// A term longer than a typed phrase is searched for as it is.
    private static func segmented(_ query: SearchQuery, _ db: Database) throws -> SearchQuery {
        func isInSomeText(_ piece: String) throws -> Bool {
            try Bool.fetchOne(db, sql: "SELECT EXISTS(SELECT 1 FROM search_documents WHERE instr(title || char(10) || body, ?) > 0)",
                              arguments: [piece]) ?? false
        }
        var terms: [String] = []
        for term in query.terms {
            let characters = Array(term)
            guard SearchQuery.isChinesePhrase(characters),
                  try !isInSomeText(term) else {
                terms.append(term)
                continue
            }
            var words: [String] = []
            var start = 0
            while start < characters.count - 1 {
                let longest = try stride(from: min(characters.count, start + Self.longestWord), to: start + 1, by: -1).first { end in
                    try isInSomeText(String(characters[start..<end]))
                }
                if let longest { words.append(String(characters[start..<longest])) }
                start = longest ?? start + 1
            }
            terms += words.isEmpty ? [term] : words
        }
        return SearchQuery(terms: terms.uniqued())
    }

    private static func occurrences(of term: String, in text: String) -> Int {
        text.components(separatedBy: term).count - 1
    }
}
