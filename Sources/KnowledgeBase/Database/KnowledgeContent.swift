import EmbeddedContent

/// What a knowledge database is built from: the schema, the content documents, and the
/// fingerprint that identifies them. The documents are read only when a build is needed, so
/// opening an up-to-date database decodes nothing.
public struct KnowledgeContent: Sendable {
    public let fingerprint: String
    public let schemaSQL: String
    private let documents: @Sendable () -> [(path: String, json: String)]

    /// The content and schema compiled into this binary, and the builder's revision: its first
    /// characters, which question ids quote, are the content's alone.
    public static var embedded: KnowledgeContent {
        KnowledgeContent(fingerprint: EmbeddedContent.fingerprint + "-b\(KnowledgeDatabaseBuilder.revision)", schemaSQL: EmbeddedContent.schemaSQL) {
            EmbeddedContent.documents
        }
    }

    /// Other content, for tests and tools: documents keyed by their path under the package, as
    /// `EmbeddedContent.documents` holds them.
    public init(fingerprint: String, schemaSQL: String = EmbeddedContent.schemaSQL, documents: [(path: String, json: String)]) {
        self.init(fingerprint: fingerprint, schemaSQL: schemaSQL) { documents }
    }

    private init(fingerprint: String, schemaSQL: String, documents: @escaping @Sendable () -> [(path: String, json: String)]) {
        self.fingerprint = fingerprint
        self.schemaSQL = schemaSQL
        self.documents = documents
    }

    func load() throws -> Content {
        try Content(documents: documents())
    }
}
