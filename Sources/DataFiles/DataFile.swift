/// A regular file at a data file's path, as `DataFileEntry.inspect` found it.
public struct DataFile: Equatable, Sendable {
    /// The file itself: the path given, or where its symbolic links lead.
    public let path: String
    public let size: Int64
    /// Its first bytes, read before any SQLite connection is let near it.
    public let header: SQLiteHeader
}
