import Flashcards
import InterfaceText

extension DeckFilterError: ReportableError {
    var code: String {
        switch self {
        case .unknownClass: "unknown-class"
        case .unknownTopic: "unknown-topic"
        }
    }

    var exitCode: Int32 { ExitStatus.notFound }
}

extension DeckFilterError {
    func message(_ texts: TextCatalog) -> String {
        switch self {
        case .unknownClass(let name, let classes):
            texts.text("error.deck.unknown-class", ["name": name, "choices": texts.listing(classes)])
        case .unknownTopic(let name, let topics):
            texts.text("error.deck.unknown-topic", ["name": name, "choices": texts.listing(topics)])
        }
    }
}
