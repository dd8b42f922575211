/// The knowledge content and database schema as compiled into this binary.
public enum EmbeddedContent {
    /// Changes whenever any content file or the schema changes; stored in the built database.
    public static var fingerprint: String { GeneratedContent.fingerprint }

    /// The text of `schema.sql`.
    public static var schemaSQL: String { GeneratedContent.schemaSQL }

    /// Every YAML file under `Content/`, converted to JSON, keyed by its path relative to the package.
    public static var documents: [(path: String, json: String)] { GeneratedContent.documents }

    /// The languages with a catalog of interface texts (`Interface/<language>.yaml`).
    public static var catalogLanguages: [String] { GeneratedContent.catalogLanguages }

    /// The catalog of `language` as (key, text) pairs sorted by key, or nil when there is none.
    /// Each language is built on first use, so a command pays only for the one it speaks.
    public static func catalog(_ language: String) -> [(key: String, text: String)]? {
        GeneratedContent.catalog(language)
    }
}
