/// The line being edited, its cursor and the walk through the history.
struct LineEditing {
    var text: [Character]
    var cursor: Int
    private let history: [String]
    /// The history entry shown, `history.count` for the line being typed.
    private var entry: Int
    /// The line being typed, kept while the learner looks through the history.
    private var typed: [Character]

    init(text: String, history: [String]) {
        self.text = Array(text)
        cursor = self.text.count
        self.history = history
        entry = history.count
        typed = self.text
    }

    mutating func insert(_ character: Character) {
        text.insert(character, at: cursor)
        cursor += 1
    }

    mutating func deleteBackward() {
        guard cursor > 0 else { return }
        text.remove(at: cursor - 1)
        cursor -= 1
    }

    mutating func deleteForward() {
        guard cursor < text.count else { return }
        text.remove(at: cursor)
    }

    mutating func moveLeft() { cursor = max(0, cursor - 1) }
    mutating func moveRight() { cursor = min(text.count, cursor + 1) }

    mutating func killToStart() {
        text.removeFirst(cursor)
        cursor = 0
    }

    mutating func killToEnd() { text.removeLast(text.count - cursor) }

    mutating func previous() {
        guard entry > 0 else { return }
        if entry == history.count { typed = text }
        entry -= 1
        show(Array(history[entry]))
    }

    mutating func next() {
        guard entry < history.count else { return }
        entry += 1
        show(entry == history.count ? typed : Array(history[entry]))
    }

    private mutating func show(_ line: [Character]) {
        text = line
        cursor = line.count
    }
}
