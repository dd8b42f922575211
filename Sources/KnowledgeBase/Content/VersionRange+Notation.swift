extension VersionRange {
    /// How a range is written: for people (`iOS 6–12`) or as a flashcard tag (`ios6-12`). One
    /// switch for both, so the two cannot disagree on which ends a range has.
    public struct Notation: Sendable {
        let prefix: String
        let through: String
        let upTo: String
        let everyVersion: String

        /// `iOS 9`, `iOS 6–12`, `iOS 6+`, `iOS ≤5`; empty when it holds on every version.
        public static let text = Notation(prefix: "iOS ", through: "–", upTo: "≤", everyVersion: "")
        /// `ios9`, `ios6-12`, `ios6+`, `ios≤5`; `ios` when it holds on every version. Anki keeps
        /// any character but a space in a tag, and `ios-5` read as a range with its start missing.
        public static let tag = Notation(prefix: "ios", through: "-", upTo: "≤", everyVersion: "ios")
    }

    public func written(_ notation: Notation) -> String {
        switch (from, to) {
        case let (from?, to?) where from == to: "\(notation.prefix)\(from)"
        case let (from?, to?): "\(notation.prefix)\(from)\(notation.through)\(to)"
        case let (from?, nil): "\(notation.prefix)\(from)+"
        case let (nil, to?): "\(notation.prefix)\(notation.upTo)\(to)"
        case (nil, nil): notation.everyVersion
        }
    }
}
