import Flashcards

extension DeckFilterError: ReportableError {
    var code: String {
        switch self {
        case .unknownClass: "unknown-class"
        case .unknownTopic: "unknown-topic"
        }
    }

    var exitCode: Int32 { ExitStatus.notFound }
}
