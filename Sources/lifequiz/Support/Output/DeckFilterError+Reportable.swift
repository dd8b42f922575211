import EditDistance
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
        let (key, name, choices) = switch self {
        case .unknownClass(let name, let classes): ("error.deck.unknown-class", name, classes)
        case .unknownTopic(let name, let topics): ("error.deck.unknown-topic", name, topics)
        }
        let values = ["name": name, "choices": texts.listing(choices)]
        // As list and show do, the likely meaning of a typo first.
        guard let guess = EditDistance.nearest(to: name, among: choices) else { return texts.text(key, values) }
        return texts.text(key + "-suggest", values.merging(["suggestion": guess]) { $1 })
    }
}
