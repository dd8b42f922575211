import Foundation

/// Everything needed to regenerate a question, as text: `order:2:navigation:18:-:48213@1a2b3c`.
/// Fields: kind, level, topic (or -), iOS version, source id (a curated scenario, method, pitfall
/// or conflict the question is about, or -; `%`, `:` and `@` percent-escaped), seed, and after
/// `@` the first characters of the content fingerprint it was drawn from.
public struct QuestionID: Hashable, Sendable, CustomStringConvertible {
    public let kind: QuestionKind
    public let level: Int
    public let topic: String?
    public let version: Int
    public let source: String?
    public let seed: UInt64
    public let content: String

    static let fingerprintLength = 6

    public init(kind: QuestionKind, level: Int, topic: String?, version: Int, source: String?, seed: UInt64, content: String) {
        self.kind = kind
        self.level = level
        self.topic = topic
        self.version = version
        self.source = source
        self.seed = seed
        self.content = String(content.prefix(Self.fingerprintLength))
    }

    /// Without a fingerprint (an id typed without one) no `@` is written.
    public var description: String {
        [kind.rawValue, String(level), topic ?? "-", String(version), source.map(Self.escape) ?? "-", String(seed)].joined(separator: ":")
            + (content.isEmpty ? "" : "@" + content)
    }

    /// Reads an id; nil when it is not one lifequiz wrote. Without its `@` fingerprint (as a
    /// person may type it) the question is drawn from the content at hand.
    public init?(_ text: String) {
        let halves = text.trimmingCharacters(in: .whitespaces).split(separator: "@", omittingEmptySubsequences: false)
        let fields = halves[0].split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard halves.count <= 2, fields.count == 6,
              let kind = QuestionKind(rawValue: fields[0]),
              let level = Int(fields[1]), (1...3).contains(level),
              let version = Int(fields[3]),
              let seed = UInt64(fields[5]) else { return nil }
        self.init(kind: kind, level: level, topic: fields[2] == "-" ? nil : fields[2], version: version,
                  source: fields[4] == "-" ? nil : fields[4].removingPercentEncoding, seed: seed, content: halves.count == 2 ? String(halves[1]) : "")
    }

    private static func escape(_ source: String) -> String {
        var escaped = ""
        for scalar in source.unicodeScalars {
            switch scalar {
            case "%": escaped += "%25"
            case ":": escaped += "%3A"
            case "@": escaped += "%40"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
