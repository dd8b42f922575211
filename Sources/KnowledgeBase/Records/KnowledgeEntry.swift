/// One fact, pitfall or conflict, opened by its id (`lifequiz show view-loading.view-is-lazy`).
public enum KnowledgeEntry: Sendable, Hashable {
    case fact(Fact)
    case pitfall(Pitfall)
    case conflict(Conflict)

    /// fact, pitfall or conflict: the kind search results name.
    public var kind: String {
        switch self {
        case .fact: "fact"
        case .pitfall: "pitfall"
        case .conflict: "conflict"
        }
    }

    public var id: String {
        switch self {
        case let .fact(fact): fact.id
        case let .pitfall(pitfall): pitfall.id
        case let .conflict(conflict): conflict.id
        }
    }
}

extension KnowledgeEntry: Encodable {
    private enum CodingKeys: String, CodingKey {
        case kind, fact, pitfall, conflict
    }

    /// `{"kind": "fact", "fact": Fact}`, and likewise for pitfalls and conflicts.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        switch self {
        case let .fact(fact): try container.encode(fact, forKey: .fact)
        case let .pitfall(pitfall): try container.encode(pitfall, forKey: .pitfall)
        case let .conflict(conflict): try container.encode(conflict, forKey: .conflict)
        }
    }
}
