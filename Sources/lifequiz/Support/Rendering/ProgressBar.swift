/// `[██████░░░░░░░░░░░░░░░░░░] 6/24`
struct ProgressBar {
    let done: Int
    let total: Int
    static let width = 24

    var text: String {
        let filled = total == 0 ? 0 : min(Self.width, done * Self.width / total)
        return "[" + String(repeating: "█", count: filled) + String(repeating: "░", count: Self.width - filled) + "]"
    }
}
