import Foundation
@testable import Study

extension ProgressStats {
    /// The `lifequiz stats --format json` document, encoded as the CLI's console encodes
    /// everything it prints as JSON: pretty-printed, keys sorted, slashes unescaped.
    func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}
