/// A block of text output: an optional heading and its lines. Commands build a list of these,
/// so a later feature can add its own section to what a command prints.
struct TextSection {
    var heading: String?
    var lines: [StyledText]
    /// A table after the lines, laid out to the terminal's width rather than wrapped line by line.
    var table: TextTable?

    init(heading: String? = nil, lines: [StyledText], table: TextTable? = nil) {
        self.heading = heading
        self.lines = lines
        self.table = table
    }
}
