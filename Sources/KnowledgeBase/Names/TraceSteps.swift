/// A trace's logged lines read as methods: `"A viewDidLoad"` is object `A` calling
/// `UIViewController.viewDidLoad()`.
///
/// A spelling several classes share (`init(coder:)`, `awakeFromNib`, `deinit`) is settled by the
/// object: by the classes of the methods its other lines name, and, for an object the scenario
/// adds with `addView V`, by its being a `UIView`. Otherwise the log line must qualify it:
/// `V UIView.init(coder:)`.
struct TraceSteps {
    struct Step: Equatable {
        let object: String
        let methodID: String
        let loggedAs: String
    }

    private(set) var steps: [Step] = []
    /// Lines that name no method or more than one, each with the reason.
    private(set) var problems: [String] = []

    init(logged: [String], scenario: String, index: MethodNameIndex) {
        let lines = logged.map { line -> (object: String, spelling: String, candidates: [String]) in
            let trimmed = line.trimmed
            let object = String(trimmed.prefix { !$0.isWhitespace })
            let spelling = trimmed.dropFirst(object.count).trimmed
            return (object, spelling, index.methodIDs(for: spelling))
        }
        var classesOfObject: [String: Set<String>] = [:]
        let words = Identifiers.all(in: scenario).map(\.name)
        for (word, next) in zip(words, words.dropFirst()) where word == "addView" {
            classesOfObject[String(next), default: []].formUnion(index.hierarchy.lineage(of: "UIView"))
        }
        for line in lines where line.candidates.count == 1 {
            let classID = index.classID(ofMethod: line.candidates[0]) ?? ""
            classesOfObject[line.object, default: []].formUnion(index.hierarchy.lineage(of: classID))
        }
        for (position, line) in lines.enumerated() {
            let at = "logged[\(position)] '\(logged[position])'"
            guard !line.object.isEmpty, !line.spelling.isEmpty else {
                problems.append("\(at): expected '<object> <callback>', e.g. 'A viewDidLoad'")
                continue
            }
            var candidates = line.candidates
            if candidates.count > 1, let known = classesOfObject[line.object] {
                candidates = candidates.filter { known.contains(index.classID(ofMethod: $0) ?? "") }
            }
            switch candidates.count {
            case 1:
                steps.append(Step(object: line.object, methodID: candidates[0], loggedAs: line.spelling))
            case 0 where line.candidates.isEmpty:
                problems.append("\(at): names no known method")
            default:
                problems.append(
                    "\(at): could be \(line.candidates.sorted().joined(separator: " or ")); "
                        + "qualify it, e.g. '\(line.object) \(line.candidates.sorted()[0])'"
                )
            }
        }
    }
}
