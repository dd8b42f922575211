/// A block of text output: an optional heading and its lines. Commands build a list of these,
/// so a later feature can add its own section to what a command prints.
struct TextSection {
    var heading: String?
    var lines: [StyledText]

    init(heading: String? = nil, lines: [StyledText]) {
        self.heading = heading
        self.lines = lines
    }
}
