/// `[██████░░░░░░░░░░░░░░░░░░] 6/24`
struct ProgressBar {
    let done: Int
    let total: Int
    var width = 24

    var text: String {
        let filled = total == 0 ? width : min(width, done * width / total)
        return "[" + String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled) + "]"
    }
}
