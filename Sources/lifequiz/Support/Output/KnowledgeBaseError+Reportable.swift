import InterfaceText
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

extension KnowledgeBaseError {
    func message(_ texts: TextCatalog) -> String {
        switch self {
        case .notAKnowledgeDatabase(let path, let problem):
            texts.text("error.knowledge.not-a-knowledge-database", ["path": path, "reason": problem.text(texts)])
        case .damaged(let path, let reason):
            texts.text("error.knowledge.damaged", ["path": path, "reason": reason])
        case .cannotWrite(let directory, let reason):
            texts.text("error.knowledge.cannot-write", ["directory": directory, "reason": reason])
        case .diskFull(let directory):
            texts.text("error.knowledge.disk-full", ["directory": directory])
        case .dataDirectoryNotAbsolute(let value):
            texts.text("error.knowledge.data-directory-not-absolute", ["value": value])
        case .noDataDirectory:
            texts.text("error.knowledge.no-data-directory")
        case .contentInconsistent(let reason):
            texts.text("error.knowledge.content-inconsistent", ["reason": reason])
        case .queryFailed(let path, let reason):
            texts.text("error.knowledge.query-failed", ["path": path, "reason": reason])
        case .unknownMethod(let name, let suggestions) where suggestions.isEmpty:
            texts.text("error.knowledge.unknown-method", ["name": name])
        case .unknownMethod(let name, let suggestions):
            texts.text("error.knowledge.unknown-method-suggest", ["name": name, "suggestions": texts.alternatives(suggestions)])
        case .unknownClass(let name, let suggestions) where suggestions.isEmpty:
            texts.text("error.knowledge.unknown-class", ["name": name])
        case .unknownClass(let name, let suggestions):
            texts.text("error.knowledge.unknown-class-suggest", ["name": name, "suggestions": texts.alternatives(suggestions)])
        case .emptyName:
            texts.text("error.knowledge.empty-name")
        case .emptySearch:
            texts.text("error.knowledge.empty-search")
        }
    }
}
