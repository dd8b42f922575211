import Testing
@testable import KnowledgeBase

/// A citation written for a reader: the seed's section by its English title for English readers.
struct CitationTextTests {
    let citation = Citation(seed: "004_66fe40c59592d534.txt", section: "四、模拟器的调用顺序", lines: "142-149",
                            sectionTitle: "4. Call order logged in the simulator")

    @Test func aShortCitationNamesTheSectionInTheReadersLanguage() {
        #expect(citation.shortText(in: .en) == "[004 §4. Call order logged in the simulator L142-149]")
        #expect(citation.shortText(in: .zh) == "[004 §四、模拟器的调用顺序 L142-149]")
    }
}
