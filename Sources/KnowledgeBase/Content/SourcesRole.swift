/// What the seed passages a text cites are to it. Every text cites the seeds; one that goes
/// wholly beyond them cites where they touch its subject, and must not present that as its origin.
public enum SourcesRole: String, Sendable, Hashable, Codable {
    /// The text says, in its own words, what the passages say (and may add to it, marked).
    case source
    /// The text is all Apple's documentation or device logs, its marker opening it; the passages
    /// are where the seeds come nearest its subject: further reading, not its origin.
    case seeAlso = "see-also"

    /// The role of the passages `text` cites, read from its English and Chinese alike (content
    /// checks require the two to agree).
    public init(citedBy text: LocalizedText) {
        self = FurtherEvidence.opens(text.en) && FurtherEvidence.opens(text.zh) ? .seeAlso : .source
    }
}
