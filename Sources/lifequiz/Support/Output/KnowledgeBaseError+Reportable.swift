import KnowledgeBase

extension KnowledgeBaseError: ReportableError {
    var code: String {
        switch self {
        case .notAKnowledgeDatabase: "not-a-knowledge-database"
        case .damaged: "damaged-database"
        case .cannotWrite: "cannot-write"
        case .diskFull: "disk-full"
        case .noDataDirectory: "no-data-directory"
        case .dataDirectoryNotAbsolute: "data-directory-not-absolute"
        case .contentInconsistent: "content-inconsistent"
        case .queryFailed: "query-failed"
        case .unknownMethod: "unknown-method"
        case .unknownClass: "unknown-class"
        case .emptyName: "empty-name"
        case .emptySearch: "empty-search"
        }
    }

    var exitCode: Int32 {
        switch self {
        case .unknownMethod, .unknownClass: ExitStatus.notFound
        case .notAKnowledgeDatabase, .damaged, .cannotWrite, .diskFull, .noDataDirectory, .dataDirectoryNotAbsolute:
            ExitStatus.unusableData
        case .emptyName, .emptySearch: ExitStatus.usage
        case .contentInconsistent, .queryFailed: ExitStatus.failure
        }
    }

    var suggestions: [String] {
        switch self {
        case .unknownMethod(_, let suggestions), .unknownClass(_, let suggestions): suggestions
        default: []
        }
    }
}
