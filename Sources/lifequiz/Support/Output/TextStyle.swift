/// The few looks text output uses; on a terminal each is an ANSI style, elsewhere plain text.
enum TextStyle {
    case plain
    /// Section headings.
    case heading
    /// The name a card or result is about.
    case title
    /// Parts of a search result that matched.
    case highlight
    /// Citations and other secondary detail.
    case dim
    /// Code: signatures, snippets.
    case code
    case error

    var ansi: String {
        switch self {
        case .plain: ""
        case .heading: "\u{1B}[1;34m"
        case .title: "\u{1B}[1m"
        case .highlight: "\u{1B}[1;33m"
        case .dim: "\u{1B}[2m"
        case .code: "\u{1B}[32m"
        case .error: "\u{1B}[1;31m"
        }
    }

    static let reset = "\u{1B}[0m"
}
