import Testing
@testable import KnowledgeBase

/// Reading the embedded JSON documents into the content model.
struct ContentLoadingTests {
    @Test func theFixtureLoadsCompletely() throws {
        let content = try Content(documents: FixtureContent.documents)
        #expect(content.sources.count == 2)
        #expect(content.classes.count == 5)
        #expect(content.methods.count == 16)
        #expect(content.facts.count == 5)
        #expect(content.pitfalls.count == 1)
        #expect(content.conflicts.first?.claims.count == 2)
        #expect(content.traces.first?.logged.count == 8)
        #expect(content.scenarios.first?.level == 1)
    }

    @Test func numbersArriveAsTextWhereTextIsExpected() throws {
        // The embedder turns a plain YAML `section: 2` or `available: 13` into a JSON number.
        let topic = #"""
            {"topic": "t", "methods": [{"class": "UIView", "swift": "x()", "available": 13, "sources": [{"seed": "s", "section": 2, "lines": 7}]}]}
            """#
        let content = try Content(documents: [("Content/topics/t.yaml", topic)])
        let method = try #require(content.methods.first)
        #expect(method.available == "13")
        #expect(method.sources == [Citation(seed: "s", section: "2", lines: "7")])
    }

    @Test func integersMayBeQuoted() throws {
        let content = try Content(documents: [("Content/traces.yaml", #"{"traces": [{"id": "t", "ios": "12", "compareFrom": "2"}]}"#)])
        #expect(content.traces.first?.ios == 12)
        #expect(content.traces.first?.compareFrom == 2)
    }

    @Test func missingFieldsDecodeEmptySoTheValidatorCanNameThem() throws {
        let content = try Content(documents: [("Content/topics/t.yaml", #"{"topic": "t", "facts": [{"id": "t.f", "zh": "只有中文"}]}"#)])
        let fact = try #require(content.facts.first)
        #expect(fact.text.en.isEmpty)
        #expect(fact.sources.isEmpty)
    }

    @Test func aTextWithAStrayKeyIsRefusedRatherThanCut() {
        // YAML `title: {zh: 甲, en: One, then two}` makes "then two" a key: the English would be cut.
        let scenarios = #"{"scenarios": [{"id": "s", "title": {"zh": "甲", "en": "One", "then two": null}}]}"#
        #expect(throws: (any Error).self) {
            try Content(documents: [("Content/scenarios.yaml", scenarios)])
        }
    }

    @Test func aMissingTranslationShowsTheOtherLanguage() {
        #expect(LocalizedText(zh: "", en: "English").text(in: .zh) == "English")
        #expect(LocalizedText(zh: "中文", en: "English").text(in: .zh) == "中文")
    }

    @Test func anEntryIsTaggedWithItsFile() throws {
        let content = try Content(documents: FixtureContent.documents)
        #expect(content.facts.first?.file == "Content/topics/view-loading.yaml")
    }

    @Test func aWrongShapeIsReportedWithFileAndPath() {
        let documents = [("Content/topics/t.yaml", #"{"topic": "t", "facts": [{"id": "t.f", "zh": {"oops": 1}}]}"#)]
        #expect {
            try Content(documents: documents)
        } throws: { error in
            let problem = (error as? ContentError)?.problems.first
            return problem?.file == "Content/topics/t.yaml" && problem?.message.contains("facts[0].zh") == true
        }
    }

    @Test func anUnknownFileIsAProblem() {
        #expect(throws: ContentError.self) {
            try Content(documents: [("Content/notes.yaml", "{}")])
        }
    }
}
