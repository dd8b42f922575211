import Foundation

extension ProgressStats {
    /// The `--format json` document: pretty-printed, keys sorted, so output diffs cleanly.
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}
