import Foundation
import Study

extension Rating {
    /// A rating typed at the prompt: 1-4, or its name in English or Chinese.
    public init?(answer: String) {
        switch answer.trimmingCharacters(in: .whitespaces).lowercased() {
        case "1", "again", "a", "忘了", "重来": self = .again
        case "2", "hard", "困难": self = .hard
        case "3", "good", "g", "良好": self = .good
        case "4", "easy", "e", "轻松": self = .easy
        default: return nil
        }
    }
}
