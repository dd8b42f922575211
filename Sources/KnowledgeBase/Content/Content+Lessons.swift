import EmbeddedContent
import Foundation

extension Content {
    /// The guided path's lesson texts compiled into the binary. They are read straight from the
    /// embedded files: the knowledge database has no use for them.
    public static func embeddedLessons() throws -> [LessonEntry] {
        try Content(documents: EmbeddedContent.documents.filter { ContentFileKind(path: $0.path) == .lessons }).lessons
    }
}
