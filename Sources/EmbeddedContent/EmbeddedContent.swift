/// The knowledge content and database schema as compiled into this binary.
public enum EmbeddedContent {
    /// Changes whenever any content file or the schema changes; stored in the built database.
    public static var fingerprint: String { GeneratedContent.fingerprint }

    /// The text of `schema.sql`.
    public static var schemaSQL: String { GeneratedContent.schemaSQL }

    /// Every YAML file under `Content/`, converted to JSON, keyed by its path relative to the package.
    public static var documents: [(path: String, json: String)] { GeneratedContent.documents }

    /// Every YAML file under `Interface/` (one catalog of interface texts per language), converted
    /// to JSON, keyed by its path relative to the package.
    public static var catalogs: [(path: String, json: String)] { GeneratedContent.catalogs }
}
