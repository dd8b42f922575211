import Foundation

/// All of the knowledge content, as read from the YAML files under Content/ (embedded as JSON).
public struct Content: Sendable {
    public var sources: [SourceEntry] = []
    public var classes: [ClassEntry] = []
    public var topics: [TopicFile] = []
    public var conflicts: [ConflictEntry] = []
    public var traces: [TraceEntry] = []
    public var scenarios: [ScenarioEntry] = []
    /// The words for the engine's rules; read by RuleExplanations, not stored in the database.
    public var rules = RulesFile()
    /// The guided path's introductions, by lesson id (`lifequiz learn`).
    public var lessons: [LessonEntry] = []

    public var methods: [MethodEntry] { topics.flatMap(\.methods) }
    public var facts: [FactEntry] { topics.flatMap(\.facts) }
    public var pitfalls: [PitfallEntry] { topics.flatMap(\.pitfalls) }

    /// Reads every document; throws a `ContentError` naming every file that does not decode.
    public init(documents: [(path: String, json: String)]) throws {
        let (content, problems) = Content.decode(documents: documents)
        guard problems.isEmpty else { throw ContentError(problems: problems) }
        self = content
    }

    init() {}

    /// Reads what can be read and reports the rest, so validation can go on past a broken file.
    static func decode(documents: [(path: String, json: String)]) -> (Content, [ContentProblem]) {
        var content = Content()
        var problems: [ContentProblem] = []
        for document in documents {
            let decoder = JSONDecoder()
            decoder.userInfo[.contentFile] = document.path
            let data = Data(document.json.utf8)
            do {
                switch ContentFileKind(path: document.path) {
                case .sources: content.sources += try decoder.decode(ContentList<SourceEntry>.self, from: data).entries
                case .classes: content.classes += try decoder.decode(ContentList<ClassEntry>.self, from: data).entries
                case .conflicts: content.conflicts += try decoder.decode(ContentList<ConflictEntry>.self, from: data).entries
                case .traces: content.traces += try decoder.decode(ContentList<TraceEntry>.self, from: data).entries
                case .scenarios: content.scenarios += try decoder.decode(ContentList<ScenarioEntry>.self, from: data).entries
                case .lessons: content.lessons += try decoder.decode(ContentList<LessonEntry>.self, from: data).entries
                case .topic: content.topics.append(try decoder.decode(TopicFile.self, from: data))
                case .rules: content.rules = try decoder.decode(RulesFile.self, from: data)
                case nil:
                    problems.append(ContentProblem(
                        file: document.path, id: nil,
                        message: "not a known content file; see Content/README.md for the files and what each holds"
                    ))
                }
            } catch let error as DecodingError {
                problems.append(ContentProblem(file: document.path, id: nil, message: error.contentMessage))
            } catch {
                problems.append(ContentProblem(file: document.path, id: nil, message: "\(error)"))
            }
        }
        return (content, problems)
    }
}
