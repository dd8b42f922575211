/// Why a JSON deck file could not be read back into a deck.
public enum DeckFileError: Error, Equatable, Sendable {
    case unreadable(path: String, reason: String)
    case notADeckFile(path: String, reason: String)
    case unsupportedVersion(path: String, version: Int)
    case missingField(path: String, cardID: String, field: String)
}

extension DeckFileError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            "Could not read \(path): \(reason)."
        case .notADeckFile(let path, let reason):
            "\(path) is not a lifequiz flashcard JSON file (\(reason)). Export one with --format json."
        case .unsupportedVersion(let path, let version):
            "\(path) uses version \(version) of the flashcard JSON format; this lifequiz reads version \(JSONDeckDocument.currentVersion). Update lifequiz or re-export the file."
        case .missingField(let path, let cardID, let field):
            "Card '\(cardID)' in \(path) has no '\(field)' field, which its kind requires. Add it, or re-export the file."
        }
    }
}
