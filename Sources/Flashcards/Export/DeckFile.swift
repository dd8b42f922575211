/// A writer's output: the file's bytes and what they hold.
struct DeckFile {
    var bytes: [UInt8]
    var notes: Int
    var cards: Int
}
