import Foundation
import KnowledgeBase

/// Shell completion of method names for `lifequiz show`, read from the knowledge database (built
/// first if need be). Completion must never print or fail, so any error offers nothing.
enum MethodNameCompletion {
    @Sendable
    static func complete(words: [String], index: Int, prefix: String) -> [String] {
        let database = words.firstIndex(of: "--db").flatMap { words.indices.contains($0 + 1) ? words[$0 + 1] : nil }
        guard let location = try? DataLocation.resolve(databaseOverride: database),
              let knowledge = try? KnowledgeDatabase.open(at: location.knowledgeDatabase),
              let names = try? knowledge.completionNames()
        else { return [] }
        return names.filter { $0.lowercased().hasPrefix(prefix.lowercased()) }
    }
}
