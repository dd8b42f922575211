import Foundation

/// Checks content against the rules of Content/README.md and reports every problem at once, each
/// with its file and entry id: missing translations, missing or malformed citations, duplicate ids,
/// references to unknown methods, classes, topics or sources, and trace lines naming no method.
public struct ContentValidator: Sendable {
    /// Line counts of the seed files by file name. When given, a citation past a seed's last line
    /// is reported, and so is a source with no seed file.
    public var seedLineCounts: [String: Int]

    public init(seedLineCounts: [String: Int] = [:]) {
        self.seedLineCounts = seedLineCounts
    }

    /// Decodes the documents and validates what they hold; shape errors are problems too.
    public func validate(documents: [(path: String, json: String)]) -> [ContentProblem] {
        let (content, problems) = Content.decode(documents: documents)
        return problems + validate(content)
    }

    public func validate(_ content: Content) -> [ContentProblem] {
        var check = ContentChecks(content: content, seedLineCounts: seedLineCounts)
        check.sources()
        check.classes()
        check.topics()
        check.conflicts()
        check.traces()
        check.scenarios()
        return check.problems
    }
}
