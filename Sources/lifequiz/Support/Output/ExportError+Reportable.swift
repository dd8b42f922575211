import Flashcards

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
             .notARegularFile, .danglingLink, .diskFull: ExitStatus.unusableData
        case .binaryToTerminal: ExitStatus.usage
        case .emptyDeck: ExitStatus.notFound
        case .writeFailed, .duplicateCardID, .emptyFront, .emptySequence, .invalidTag, .invalidDeckPath: ExitStatus.failure
        }
    }
}
