import Flashcards
import InterfaceText

extension ExportError: ReportableError {
    var code: String {
        switch self {
        case .directoryMissing: "directory-missing"
        case .notADirectory: "not-a-directory"
        case .notWritable: "not-writable"
        case .fileExists: "file-exists"
        case .destinationIsDirectory: "destination-is-directory"
        case .notARegularFile: "not-a-regular-file"
        case .danglingLink: "dangling-link"
        case .diskFull: "disk-full"
        case .binaryToTerminal: "binary-to-terminal"
        case .writeFailed: "write-failed"
        case .emptyDeck: "empty-deck"
        case .duplicateCardID, .emptyFront, .emptySequence, .invalidTag, .invalidDeckPath: "invalid-deck"
        }
    }

    var exitCode: Int32 {
        switch self {
        case .directoryMissing, .notADirectory, .notWritable, .fileExists, .destinationIsDirectory,
             .notARegularFile, .danglingLink, .diskFull, .writeFailed: ExitStatus.unusableData
        case .binaryToTerminal: ExitStatus.usage
        case .emptyDeck: ExitStatus.notFound
        case .duplicateCardID, .emptyFront, .emptySequence, .invalidTag, .invalidDeckPath: ExitStatus.failure
        }
    }
}

extension ExportError {
    func message(_ texts: TextCatalog) -> String {
        switch self {
        case .directoryMissing(let directory): texts.text("error.export.directory-missing", ["directory": directory])
        case .notADirectory(let path): texts.text("error.export.not-a-directory", ["path": path])
        case .notWritable(let directory): texts.text("error.export.not-writable", ["directory": directory])
        case .fileExists(let path): texts.text("error.export.file-exists", ["path": path])
        case .destinationIsDirectory(let path, let example):
            texts.text("error.export.destination-is-directory", ["path": path, "example": example])
        case .notARegularFile(let path, let kind): texts.text("error.export.not-a-regular-file", ["path": path, "kind": texts.text("file-kind.\(kind)")])
        case .danglingLink(let path): texts.text("error.export.dangling-link", ["path": path])
        case .diskFull(let path): texts.text("error.export.disk-full", ["path": path])
        case .binaryToTerminal(let path):
            // Standard output is named in the reader's language.
            texts.text("error.export.binary-to-terminal", ["path": path == ExportDestination.standardOutput.name ? texts.text("export.standard-output") : path])
        case .writeFailed(let path, let reason): texts.text("error.export.write-failed", ["path": path, "reason": reason])
        case .emptyDeck(let name): texts.text("error.export.empty-deck", ["name": name])
        case .duplicateCardID(let id): texts.text("error.export.duplicate-card-id", ["id": id])
        case .emptyFront(let id, let language):
            texts.text("error.export.empty-front", ["id": id, "language": language.rawValue])
        case .emptySequence(let id): texts.text("error.export.empty-sequence", ["id": id])
        case .invalidTag(let id, let tag): texts.text("error.export.invalid-tag", ["id": id, "tag": tag])
        case .invalidDeckPath(let id, let path): texts.text("error.export.invalid-deck-path", ["id": id, "path": path])
        }
    }
}
