import Foundation

/// Reads the test target's data files (Tests/StudyTests/Fixtures).
enum FixtureFile {
    static func url(_ relativePath: String) throws -> URL {
        guard let root = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
            throw FixtureError("the Fixtures folder is missing from the test bundle")
        }
        return root.appendingPathComponent(relativePath)
    }

    static func names(in folder: String, suffix: String) -> [String] {
        guard let url = try? url(folder),
              let files = try? FileManager.default.contentsOfDirectory(atPath: url.path) else { return [] }
        return files.filter { $0.hasSuffix(suffix) }.map { String($0.dropLast(suffix.count)) }.sorted()
    }

    static func decode<T: Decodable>(_ type: T.Type, from relativePath: String) throws -> T {
        try JSONDecoder().decode(type, from: Data(contentsOf: url(relativePath)))
    }
}
