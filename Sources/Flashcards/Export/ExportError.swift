import Foundation

/// Why an export failed: what went wrong, where, and what to do about it.
/// Every failure leaves the destination as it was: no partial file is ever left behind.
public enum ExportError: Error, Equatable, Sendable {
    /// The folder the file should go into does not exist.
    case directoryMissing(directory: String)
    /// The destination's parent path exists but is not a folder.
    case notADirectory(path: String)
    /// The process may not create files in the folder.
    case notWritable(directory: String)
    /// A file is already there and overwriting was not asked for.
    case fileExists(path: String)
    /// The destination is a folder, not a file name; `example` a file name for the format asked.
    case destinationIsDirectory(path: String, example: String = "lifequiz.apkg")
    /// The destination is something other than a regular file or a character device (a FIFO, a
    /// socket, a block device, or a link to one), which an export must not replace.
    case notARegularFile(path: String, kind: String)
    /// The destination is a symbolic link to nothing (or a loop).
    case danglingLink(path: String)
    /// The device holding the destination has no space left (or the quota is used up).
    case diskFull(path: String)
    /// Binary data (an Anki package) would go to a terminal.
    case binaryToTerminal(path: String)
    /// Writing failed for another reason (disk full, I/O error...).
    case writeFailed(path: String, reason: String)
    /// The deck has no cards, e.g. because filters matched none; Anki would import nothing.
    case emptyDeck(name: String)
    /// Two cards share an id; their notes would overwrite each other in Anki.
    case duplicateCardID(String)
    /// A card would show an empty question in its language; Anki skips or flags such cards.
    case emptyFront(cardID: String, language: CardLanguage)
    /// An ordering card lists no callbacks, so its answer would be empty.
    case emptySequence(cardID: String)
    /// A tag is empty or contains whitespace, which Anki would split into several tags.
    case invalidTag(cardID: String, tag: String)
    /// A deck path has an empty component (`a::::b`, a leading or trailing `::`).
    case invalidDeckPath(cardID: String, path: String)
}

extension ExportError: CustomStringConvertible, LocalizedError {
    public var description: String {
        switch self {
        case .directoryMissing(let directory):
            "The folder \(directory) does not exist. Create it first, or choose a file in an existing folder."
        case .notADirectory(let path):
            "\(path) is a file, not a folder, so nothing can be written inside it. Choose a path in a folder."
        case .notWritable(let directory):
            "No permission to create files in \(directory). Choose a folder you can write to, or change its permissions."
        case .fileExists(let path):
            "\(path) already exists. Pass --force to replace it, or choose another file name."
        case .destinationIsDirectory(let path, let example):
            "\(path) is a folder. Give a file name, e.g. \(path)/\(example)."
        case .notARegularFile(let path, let kind):
            "\(path) is \(kind), not a regular file, so lifequiz will not replace it. Choose a file name, or use -o - to write to standard output."
        case .danglingLink(let path):
            "\(path) is a symbolic link to something that does not exist (or a loop). Remove the link or point it at a file, or choose another file name."
        case .diskFull(let path):
            "The disk is full: no space left to write \(path). The export did not finish and no partial file was left; free some space or choose a folder on another disk."
        case .binaryToTerminal(let path):
            "An Anki package is binary and \(path) is a terminal. Redirect it to a file (> lifequiz.apkg) or give -o FILE."
        case .writeFailed(let path, let reason):
            "Could not write \(path): \(reason). Nothing was written there; try again, or choose another file."
        case .emptyDeck(let name):
            "The deck '\(name)' has no cards, so there is nothing to export. Loosen the filters that chose the cards."
        case .duplicateCardID(let id):
            "Two cards have the id '\(id)'. Card ids must be unique: Anki matches notes by them on re-import."
        case .emptyFront(let cardID, let language):
            "Card '\(cardID)' has no question text in language '\(language.rawValue)'. Fill it in, or export in another language."
        case .emptySequence(let cardID):
            "Ordering card '\(cardID)' lists no callbacks, so its answer would be empty. Give it its callback sequence."
        case .invalidTag(let cardID, let tag):
            "Card '\(cardID)' has the tag '\(tag)'. Tags must be non-empty and contain no spaces; use '-' or '_' instead."
        case .invalidDeckPath(let cardID, let path):
            "Card '\(cardID)' has the deck '\(path)', which has an empty part. Write subdecks as 'Parent::Child'."
        }
    }

    public var errorDescription: String? { description }
}
