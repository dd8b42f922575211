import Foundation

/// How an export treats an existing file and what time it stamps on notes.
public struct ExportOptions: Sendable {
    /// Replace a file already at the destination instead of failing.
    public var force: Bool
    /// The modification time written into Anki notes. Anki updates a note on re-import only when
    /// the incoming one is newer, so this must be the real time of the export; tests inject it.
    public var exportedAt: Date

    public init(force: Bool = false, exportedAt: Date = Date()) {
        self.force = force
        self.exportedAt = exportedAt
    }
}
