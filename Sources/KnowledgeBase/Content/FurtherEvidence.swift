/// What a knowledge text draws on beyond the sources it cites, as the marker written in front of
/// what it adds says ("(Per Apple's documentation.)", "（据真机日志）"): an explanation names it, so
/// that a source it extends does not read as saying it.
public enum FurtherEvidence: String, Sendable, Hashable {
    case appleDocumentation = "apple-documentation"
    case deviceLogs = "device-logs"

    /// The evidence a text's marker names, Apple's documentation first when it has both; nil for a
    /// text with no marker.
    public init?(markedIn text: String) {
        if Self.appleMarkers.contains(where: text.containsBytes) {
            self = .appleDocumentation
        } else if Self.logMarkers.contains(where: text.containsBytes) {
            self = .deviceLogs
        } else {
            return nil
        }
    }

    /// Whether a marker opens `text`: then all of it is what the marker names, and none of it
    /// comes from the passages it cites.
    public static func opens(_ text: String) -> Bool {
        (appleMarkers + logMarkers).contains { text.hasPrefix($0) }
    }

    /// The marker that opens `text`, through its closing bracket ("(Per Apple's documentation.)"),
    /// if one does: titles and excerpts leave it out rather than cut it.
    public static func openingMarker(of text: String) -> Substring? {
        guard opens(text), let close = text.firstIndex(where: { $0 == ")" || $0 == "）" }) else { return nil }
        return text[...close]
    }

    private static let appleMarkers = ["(Per Apple's ", "(per Apple's ", "（据 Apple "]
    private static let logMarkers = ["(As logged ", "(As one device log", "(Per developers' logs", "(Per one set of UI tests",
                                     "（据真机日志", "（据一份真机日志", "（据开发者", "（据一组 UI 测试"]
}
