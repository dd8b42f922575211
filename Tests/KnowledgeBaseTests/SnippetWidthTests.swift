import DisplayWidth
import EmbeddedContent
import Testing
@testable import KnowledgeBase

/// Code is never wrapped on screen, so every snippet line must fit an 80-column terminal with
/// the indent `show` and the quiz put before it.
struct SnippetWidthTests {
    static let limit = 76

    @Test func everySnippetLineFitsSeventySixColumns() {
        let (content, _) = Content.decode(documents: EmbeddedContent.documents)
        #expect(!content.pitfalls.isEmpty)
        for pitfall in content.pitfalls {
            // Each language's copy is shown alone on a screen; a bilingual card wraps in Anki.
            let code = [pitfall.snippet, pitfall.fixSnippet].compactMap { $0 }.flatMap { [$0.en, $0.zh] }.joined(separator: "\n")
            for line in code.split(separator: "\n") where displayColumns(of: line) > Self.limit {
                Issue.record("\(pitfall.id): \(displayColumns(of: line)) columns: \(line)")
            }
        }
    }
}
