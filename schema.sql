-- The one definition of lifequiz's knowledge database.
-- Built from Content/ by the KnowledgeBase target on first run and whenever the content changes
-- (meta.content_fingerprint differs from the binary's). It holds no user data: study progress
-- lives in its own database beside it, so this file can always be thrown away and rebuilt.

PRAGMA foreign_keys = ON;

-- Which build of the content and which schema made this database.
-- Keys: 'format' = 'lifequiz-knowledge', 'schema_version', 'content_fingerprint', 'built_at'.
CREATE TABLE meta (
    key   TEXT PRIMARY KEY NOT NULL,
    value TEXT NOT NULL
);

-- The five seed documents every fact cites.
CREATE TABLE sources (
    id        TEXT PRIMARY KEY NOT NULL,          -- the seed's file name, e.g. 002_777fd6bad1933fe0.txt
    title_zh  TEXT NOT NULL,
    title_en  TEXT NOT NULL,
    language  TEXT NOT NULL,                      -- zh-Hans or zh-Hant
    era       TEXT NOT NULL,                      -- when it was written and for which iOS/Xcode, as text
    ios       INTEGER NOT NULL,                   -- the iOS version its logs were most likely taken on
    summary_zh TEXT NOT NULL,
    summary_en TEXT NOT NULL,
    -- What the document states about itself, as written, and on which line; NULL where it
    -- states nothing (most give no author, date or address).
    doc_title        TEXT,
    doc_title_line   INTEGER,
    doc_author       TEXT,
    doc_author_line  INTEGER,
    doc_date         TEXT,
    doc_date_line    INTEGER,
    doc_address      TEXT,
    doc_address_line INTEGER
);

CREATE TABLE source_sections (
    source_id TEXT NOT NULL REFERENCES sources(id),
    section   TEXT NOT NULL,                      -- heading or number as the seed writes it
    lines     TEXT NOT NULL,                      -- line range in the seed file, e.g. '96-120'
    title_en  TEXT NOT NULL,
    PRIMARY KEY (source_id, section)
);

-- UIApplication, the delegates, UIWindow, the controllers, UIView, nib loading, main().
CREATE TABLE classes (
    id         TEXT PRIMARY KEY NOT NULL,         -- e.g. UIViewController
    kind       TEXT NOT NULL CHECK (kind IN ('class', 'protocol', 'function', 'concept')),
    parent_id  TEXT REFERENCES classes(id),
    summary_zh TEXT NOT NULL,
    summary_en TEXT NOT NULL
);

-- Each topic file's title: what a subdeck, or an answers sheet's section, about the topic is called.
CREATE TABLE topics (
    id        TEXT PRIMARY KEY NOT NULL,          -- the topic file's topic, e.g. view-loading
    title_zh  TEXT NOT NULL,
    title_en  TEXT NOT NULL
);

-- Every method, callback, property and concept the seeds name.
CREATE TABLE methods (
    id               TEXT PRIMARY KEY NOT NULL,   -- '<class>.<swift name>', e.g. UIViewController.viewWillAppear(_:)
    class_id         TEXT NOT NULL REFERENCES classes(id),
    topic            TEXT NOT NULL,
    kind             TEXT NOT NULL CHECK (kind IN ('callback', 'method', 'property', 'function', 'concept')),
    swift_name       TEXT NOT NULL,               -- with argument labels: viewWillAppear(_:)
    swift_signature  TEXT NOT NULL,               -- func viewWillAppear(_ animated: Bool)
    objc_selector    TEXT NOT NULL,               -- viewWillAppear:  ('' where there is none)
    objc_signature   TEXT NOT NULL,               -- - (void)viewWillAppear:(BOOL)animated
    frequency        TEXT NOT NULL CHECK (frequency IN ('once', 'at-most-once', 'many', 'never')),  -- how often UIKit calls it by itself
    super_rule       TEXT NOT NULL CHECK (super_rule IN ('first', 'last', 'anywhere', 'never', 'not-applicable')),
    available        TEXT NOT NULL,               -- iOS version it appeared in, e.g. '5.0'
    deprecated       TEXT,                        -- iOS version it was deprecated in, or NULL
    when_zh          TEXT NOT NULL,               -- when UIKit calls it
    when_en          TEXT NOT NULL,
    apple            TEXT                         -- the Apple documentation page cited, if any
);
CREATE INDEX methods_by_class ON methods(class_id);

-- Every spelling users type for a method, normalized (lower case, no '-', '(void)', labels...).
CREATE TABLE method_names (
    normalized TEXT NOT NULL,
    method_id  TEXT NOT NULL REFERENCES methods(id),
    spelling   TEXT NOT NULL,
    PRIMARY KEY (normalized, method_id)
);

CREATE TABLE facts (
    id        TEXT PRIMARY KEY NOT NULL,
    topic     TEXT NOT NULL,
    kind      TEXT NOT NULL CHECK (kind IN ('definition', 'behavior', 'order', 'version', 'tip')),
    method_id TEXT REFERENCES methods(id),
    zh        TEXT NOT NULL,
    en        TEXT NOT NULL,
    ios_from  INTEGER,                            -- applies from this iOS version (NULL: always)
    ios_to    INTEGER,                            -- applies up to and including this version
    apple     TEXT                                -- the Apple documentation page cited, if any
);
CREATE INDEX facts_by_method ON facts(method_id);

-- Facts about more than one method (an ordering, a comparison) name the others here.
CREATE TABLE fact_methods (
    fact_id   TEXT NOT NULL REFERENCES facts(id),
    method_id TEXT NOT NULL REFERENCES methods(id),
    PRIMARY KEY (fact_id, method_id)
);

CREATE TABLE pitfalls (
    id         TEXT PRIMARY KEY NOT NULL,
    topic      TEXT NOT NULL,
    title_zh   TEXT NOT NULL,
    title_en   TEXT NOT NULL,
    symptom_zh TEXT NOT NULL,
    symptom_en TEXT NOT NULL,
    cause_zh   TEXT NOT NULL,
    cause_en   TEXT NOT NULL,
    fix_zh     TEXT NOT NULL,
    fix_en     TEXT NOT NULL,
    snippet    TEXT,                              -- a short code sample of our own showing the mistake
    snippet_zh TEXT,                              -- the same code with its comments in Chinese
    fix_snippet TEXT,                             -- the same code fixed
    fix_snippet_zh TEXT,                          -- the fixed code with its comments in Chinese
    apple      TEXT                               -- the Apple documentation page cited, if any
);

CREATE TABLE pitfall_methods (
    pitfall_id TEXT NOT NULL REFERENCES pitfalls(id),
    method_id  TEXT NOT NULL REFERENCES methods(id),
    PRIMARY KEY (pitfall_id, method_id)
);

-- Where the seeds disagree: every claim kept, with its source, and why they differ.
CREATE TABLE conflicts (
    id             TEXT PRIMARY KEY NOT NULL,
    topic          TEXT NOT NULL,
    title_zh       TEXT NOT NULL,
    title_en       TEXT NOT NULL,
    explanation_zh TEXT NOT NULL,
    explanation_en TEXT NOT NULL,
    scenario       TEXT,                          -- a scenario that shows the difference in `simulate`
    ios_versions   TEXT                           -- versions to compare it on, e.g. '8 9 12'
);

CREATE TABLE conflict_claims (
    conflict_id TEXT NOT NULL REFERENCES conflicts(id),
    position    INTEGER NOT NULL,
    source_id   TEXT NOT NULL REFERENCES sources(id),
    section     TEXT NOT NULL,
    lines       TEXT NOT NULL,
    claim_zh    TEXT NOT NULL,
    claim_en    TEXT NOT NULL,
    PRIMARY KEY (conflict_id, position)
);

CREATE TABLE conflict_methods (
    conflict_id TEXT NOT NULL REFERENCES conflicts(id),
    method_id   TEXT NOT NULL REFERENCES methods(id),
    PRIMARY KEY (conflict_id, method_id)
);

-- Where each fact, pitfall and method comes from.
CREATE TABLE citations (
    owner_kind TEXT NOT NULL CHECK (owner_kind IN ('method', 'fact', 'pitfall', 'class', 'trace')),
    owner_id   TEXT NOT NULL,
    source_id  TEXT NOT NULL REFERENCES sources(id),
    section    TEXT NOT NULL,
    lines      TEXT NOT NULL
);
CREATE INDEX citations_by_owner ON citations(owner_kind, owner_id);

-- Callback sequences logged in the seeds, with their conditions: the engine's fixtures.
CREATE TABLE traces (
    id            TEXT PRIMARY KEY NOT NULL,
    source_id     TEXT NOT NULL REFERENCES sources(id),
    section       TEXT NOT NULL,
    lines         TEXT NOT NULL,
    ios           INTEGER NOT NULL,
    title_zh      TEXT NOT NULL,
    title_en      TEXT NOT NULL,
    conditions_zh TEXT NOT NULL,
    conditions_en TEXT NOT NULL,
    scenario      TEXT NOT NULL,                  -- in the scenario language of `lifequiz simulate`
    compare_from  INTEGER NOT NULL DEFAULT 1,     -- first scenario step whose callbacks the log shows
    note_zh       TEXT,
    note_en       TEXT
);

CREATE TABLE trace_entries (
    trace_id  TEXT NOT NULL REFERENCES traces(id),
    position  INTEGER NOT NULL,
    object    TEXT NOT NULL,                      -- script name: A, B, App, Scene, Window, Nav...
    method_id TEXT NOT NULL REFERENCES methods(id),
    logged_as TEXT NOT NULL,                      -- the spelling the seed's log used
    PRIMARY KEY (trace_id, position)
);

-- Curated scenarios for ordering questions.
CREATE TABLE scenarios (
    id       TEXT PRIMARY KEY NOT NULL,
    topic    TEXT NOT NULL,
    level    INTEGER NOT NULL CHECK (level BETWEEN 1 AND 3),
    title_zh TEXT NOT NULL,
    title_en TEXT NOT NULL,
    script   TEXT NOT NULL
);

-- Full-text search over facts, pitfalls, methods and conflicts, in both languages.
-- The trigram tokenizer matches any substring of three or more characters, which suits Chinese
-- (no word breaks); shorter queries are answered by a plain scan of search_documents instead,
-- because a LIKE of one or two characters through a trigram index silently finds nothing.
CREATE TABLE search_documents (
    rowid      INTEGER PRIMARY KEY,
    owner_kind TEXT NOT NULL,                     -- fact, pitfall, method, conflict
    owner_id   TEXT NOT NULL,
    lang       TEXT NOT NULL CHECK (lang IN ('zh', 'en')),
    title      TEXT NOT NULL,
    body       TEXT NOT NULL
);
CREATE VIRTUAL TABLE search_index USING fts5(
    title, body,
    content = 'search_documents', content_rowid = 'rowid',
    tokenize = 'trigram'
);
