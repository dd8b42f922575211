import Testing
@testable import KnowledgeBase

/// The validator finds each kind of problem in otherwise valid content, naming file and id.
struct ContentValidatorTests {
    private let seedLines = ["000_b683b64be764eb10.txt": 627, "002_777fd6bad1933fe0.txt": 367]

    private func problems(replacing path: String, with json: String) -> [ContentProblem] {
        ContentValidator(seedLineCounts: seedLines).validate(documents: FixtureContent.documents(replacing: path, with: json))
    }

    /// A topic file with one fact, written as JSON, varied by each test.
    private func topicWithFact(_ fact: String) -> String {
        #"{"topic": "extra", "title": {"zh": "额外", "en": "Extra"}, "facts": ["# + fact + "]}"
    }

    private let citation = #"{"seed": "000_b683b64be764eb10.txt", "section": "1.1", "lines": "1-2"}"#

    @Test func theFixtureIsValid() {
        #expect(ContentValidator(seedLineCounts: seedLines).validate(documents: FixtureContent.documents) == [])
    }

    @Test func aMissingEnglishTextIsReported() {
        let found = problems(replacing: "Content/topics/extra.yaml", with: topicWithFact(
            #"{"id": "extra.a", "kind": "tip", "zh": "中文", "sources": [\#(citation)]}"#))
        #expect(found == [ContentProblem(file: "Content/topics/extra.yaml", id: "extra.a", message: "en (English text) is missing")])
    }

    @Test func aMissingChineseTextIsReported() {
        let found = problems(replacing: "Content/topics/extra.yaml", with: topicWithFact(
            #"{"id": "extra.a", "kind": "tip", "zh": "  ", "en": "English", "sources": [\#(citation)]}"#))
        #expect(found.map(\.message) == ["zh (Chinese text) is missing"])
    }

    @Test func anEvidenceMarkerOpeningOneLanguageOnlyIsReported() {
        let found = problems(replacing: "Content/topics/extra.yaml", with: topicWithFact(
            #"{"id": "extra.a", "kind": "tip", "zh": "中文", "en": "(Per Apple's documentation.) English", "sources": [\#(citation)]}"#))
        #expect(found.map(\.message) == ["the text opens with an evidence marker in en only: both languages or neither"])
    }

    @Test func aFactWithoutCitationIsReported() {
        let found = problems(replacing: "Content/topics/extra.yaml", with: topicWithFact(
            #"{"id": "extra.a", "kind": "tip", "zh": "中文", "en": "English"}"#))
        #expect(found.map(\.message) == ["has no citation: add sources: [{seed, section, lines}]"])
    }

    /// A section its source does not list would be shown by its Chinese heading to every reader.
    @Test func aCitationOfASectionItsSourceDoesNotListIsReported() {
        let found = problems(replacing: "Content/topics/extra.yaml", with: topicWithFact(
            #"{"id": "extra.a", "kind": "tip", "zh": "中文", "en": "English", "sources": [{"seed": "000_b683b64be764eb10.txt", "section": "小注", "lines": "1-2"}]}"#))
        #expect(found.map(\.message) == ["sources[0] cites section '小注', which is not one of 000_b683b64be764eb10.txt's sections in sources.yaml"])
    }

    @Test func aCitationOfAnUnknownSeedIsReported() {
        let found = problems(replacing: "Content/topics/extra.yaml", with: topicWithFact(
            #"{"id": "extra.a", "kind": "tip", "zh": "中文", "en": "English", "sources": [{"seed": "009_nope.txt", "section": "x", "lines": "1-2"}]}"#))
        #expect(found.map(\.message) == ["sources[0] cites '009_nope.txt', which is not a source in sources.yaml"])
    }

    @Test(arguments: ["12", "7-3", "a-b", "0-4", "", "3-"])
    func malformedLineRangesAreReported(lines: String) {
        let range = lines == "12" ? "12-x" : lines
        let found = problems(replacing: "Content/topics/extra.yaml", with: topicWithFact(
            #"{"id": "extra.a", "kind": "tip", "zh": "中文", "en": "English", "sources": [{"seed": "000_b683b64be764eb10.txt", "section": "1.1", "lines": "\#(range)"}]}"#))
        #expect(found.map(\.message) == ["sources[0] lines '\(range)' must be a range N-M with 1 <= N <= M"])
    }

    @Test func linesPastTheEndOfTheSeedAreReported() {
        let found = problems(replacing: "Content/topics/extra.yaml", with: topicWithFact(
            #"{"id": "extra.a", "kind": "tip", "zh": "中文", "en": "English", "sources": [{"seed": "002_777fd6bad1933fe0.txt", "section": "x", "lines": "360-380"}]}"#))
        #expect(found.map(\.message) == ["sources[0] lines 360-380 go past the end of 002_777fd6bad1933fe0.txt (367 lines)"])
    }

    @Test func aDuplicateIdAcrossFilesIsReported() {
        let found = problems(replacing: "Content/topics/extra.yaml", with: topicWithFact(
            #"{"id": "appearance.will-appear-each-time", "kind": "tip", "zh": "中文", "en": "English", "sources": [\#(citation)]}"#))
        #expect(found == [ContentProblem(
            file: "Content/topics/extra.yaml", id: "appearance.will-appear-each-time",
            message: "duplicate id, first used in Content/topics/appearance.yaml"
        )])
    }

    @Test func aReferenceToAnUnknownMethodIsReportedWithAGuess() {
        let found = problems(replacing: "Content/topics/extra.yaml", with: topicWithFact(
            #"{"id": "extra.a", "kind": "tip", "method": "UIViewController.viewDidLoad", "zh": "中文", "en": "English", "sources": [\#(citation)]}"#))
        #expect(found.map(\.message) == ["refers to unknown method 'UIViewController.viewDidLoad'; did you mean UIViewController.viewDidLoad()?"])
    }

    /// A Chinese copy of a snippet may change only its comments: the code is the same for every reader.
    @Test func aChineseSnippetWithOtherCodeIsReported() {
        func pitfall(snippetZh: String) -> String {
            let text = #"{"zh": "中文", "en": "English"}"#
            let fields = ["title", "symptom", "cause", "fix"].map { "\"\($0)\": \(text)" }.joined(separator: ", ")
            return #"{"topic": "extra", "title": {"zh": "额外", "en": "Extra"}, "pitfalls": [{"id": "extra.p", "methods": [], "#
                + fields + #", "snippet": "load()  // reads view\n", "snippetZh": "\#(snippetZh)", "sources": [\#(citation)]}]}"#
        }
        #expect(problems(replacing: "Content/topics/extra.yaml", with: pitfall(snippetZh: #"load()  // 读取 view\n"#)) == [])
        #expect(problems(replacing: "Content/topics/extra.yaml", with: pitfall(snippetZh: #"reload()  // 读取 view\n"#)).map(\.message)
                == ["snippetZh must be the same code with its comments in Chinese"])
    }

    @Test func aMethodOfAnUnknownClassIsReported() {
        let found = problems(replacing: "Content/topics/extra.yaml", with: #"""
            {"topic": "extra", "title": {"zh": "额外", "en": "Extra"}, "methods": [{"class": "UIWidget", "swift": "spin()", "kind": "method",
             "frequency": "once", "super": "never", "available": "2.0", "when": {"zh": "旋转", "en": "Spins"}, "sources": [\#(citation)]}]}
            """#)
        #expect(found.map(\.message) == ["class 'UIWidget' is not in classes.yaml"])
    }

    @Test func aSignatureThatDeclaresAnotherMethodIsReported() {
        let found = problems(replacing: "Content/topics/extra.yaml", with: #"""
            {"topic": "extra", "title": {"zh": "额外", "en": "Extra"}, "methods": [{"class": "UIView", "swift": "spin()",
             "swiftSignature": "func spin(_ times: Int)", "kind": "method", "frequency": "once", "super": "never", "available": "2.0",
             "when": {"zh": "旋转", "en": "Spins"}, "sources": [\#(citation)]}]}
            """#)
        #expect(found.map(\.message) == ["swiftSignature 'func spin(_ times: Int)' does not declare spin()"])
    }

    @Test func valuesOutsideTheirListAreReported() {
        let found = problems(replacing: "Content/topics/extra.yaml", with: #"""
            {"topic": "extra", "title": {"zh": "额外", "en": "Extra"}, "methods": [{"class": "UIView", "swift": "spin()", "kind": "gizmo",
             "frequency": "sometimes", "super": "first", "available": "two", "when": {"zh": "旋转", "en": "Spins"}, "sources": [\#(citation)]}]}
            """#)
        #expect(found.count == 3)
        #expect(found.allSatisfy { $0.id == "UIView.spin()" })
    }

    @Test func aClassWithAnUnknownParentIsReported() {
        let found = problems(replacing: "Content/classes.yaml", with: FixtureContent.classes.replacingOccurrences(
            of: #""parent": "UIResponder", "summary": {"zh": "视图""#, with: #""parent": "NSView", "summary": {"zh": "视图""#))
        #expect(found == [ContentProblem(file: "Content/classes.yaml", id: "UIView", message: "parent 'NSView' is not a class in classes.yaml")])
    }

    @Test func aTraceLineNamingNoMethodIsReported() {
        let found = problems(replacing: "Content/traces.yaml", with: FixtureContent.traces.replacingOccurrences(
            of: #""A loadView""#, with: #""A loadTheView""#))
        #expect(found.map(\.message) == ["logged[3] 'A loadTheView': names no known method"])
    }

    @Test func aSharedNameTheObjectCannotSettleIsReported() {
        // V logs nothing but a name UIView and UIViewController share.
        let found = problems(replacing: "Content/traces.yaml", with: FixtureContent.traces.replacingOccurrences(
            of: #""V UIView.init(coder:)", "V layoutSubviews""#, with: #""V awakeFromNib""#))
        #expect(found.map(\.message) == [
            "logged[6] 'V awakeFromNib': could be UIView.awakeFromNib() or UIViewController.awakeFromNib(); qualify it, e.g. 'V UIView.awakeFromNib()'",
        ])
    }

    @Test func aViewTheScenarioAddsSettlesASharedName() {
        let found = problems(replacing: "Content/traces.yaml", with: FixtureContent.traces
            .replacingOccurrences(of: #""V UIView.init(coder:)", "V layoutSubviews""#, with: #""V awakeFromNib""#)
            .replacingOccurrences(of: #""scenario": "launch A""#, with: #""scenario": "launch A; addView V(storyboard) to A""#))
        #expect(found == [])
    }

    @Test func aTopicNamedUnlikeItsFileIsReported() {
        let found = problems(replacing: "Content/topics/extra.yaml", with: #"{"topic": "other", "title": {"zh": "额外", "en": "Extra"}}"#)
        #expect(found.map(\.message) == ["topic is 'other' but the file is named 'extra'; they must match"])
    }

    @Test func aConflictWithOneClaimIsReported() {
        let found = problems(replacing: "Content/conflicts.yaml", with: #"""
            {"conflicts": [{"id": "conflict.one", "topic": "appearance", "title": {"zh": "一", "en": "One"},
             "claims": [{"seed": "000_b683b64be764eb10.txt", "section": "1.1", "lines": "1-2", "claim": {"zh": "说法", "en": "Claim"}}],
             "explanation": {"zh": "解释", "en": "Why"}}]}
            """#)
        #expect(found.map(\.message) == ["needs two or more claims, has 1"])
    }

    @Test func everyProblemIsReportedNotJustTheFirst() {
        let found = problems(replacing: "Content/topics/extra.yaml", with: topicWithFact(
            #"{"id": "Extra A", "kind": "guess", "ios": {"from": 9, "to": 6}}"#))
        #expect(Set(found.map(\.message)) == [
            "id must be lower-case words joined by '.' or '-'",
            "kind must be one of [\"behavior\", \"definition\", \"order\", \"tip\", \"version\"], not 'guess'",
            "ios.from 9 is after ios.to 6",
            "zh (Chinese text) is missing",
            "en (English text) is missing",
            "has no citation: add sources: [{seed, section, lines}]",
        ])
    }
}
