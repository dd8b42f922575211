import KnowledgeBase
import Testing

@testable import Flashcards

/// A citation written in full on a card's back names the section and the lines in the card's
/// language; a card in both gives the seed's heading with its English title.
struct CitationFullTextTests {
    let citation = Citation(seed: "004_66fe40c59592d534.txt", section: "四、模拟器的调用顺序", lines: "142-149",
                            sectionTitle: "4. Call order logged in the simulator")

    @Test func aFullCitationIsWordedInTheCardsLanguage() {
        #expect(citation.fullText(in: .en) == "004_66fe40c59592d534.txt § 4. Call order logged in the simulator, lines 142-149")
        #expect(citation.fullText(in: .zh) == "004_66fe40c59592d534.txt § 四、模拟器的调用顺序，第 142-149 行")
        #expect(citation.fullText(in: .both) == "004_66fe40c59592d534.txt § 四、模拟器的调用顺序 (4. Call order logged in the simulator), lines 142-149")
    }
}
