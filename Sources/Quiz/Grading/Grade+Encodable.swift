/// The JSON of `lifequiz answer --format json`. Keys documented in the README.
extension Grade: Encodable {
    private enum Keys: String, CodingKey {
        case questionID = "id", correct, score, rating, expected, given, rows, explanations
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(questionID, forKey: .questionID)
        try container.encode(correct, forKey: .correct)
        try container.encode((score * 1000).rounded() / 1000, forKey: .score)
        try container.encode(String(describing: rating), forKey: .rating)
        try container.encode(expected, forKey: .expected)
        try container.encode(given, forKey: .given)
        try container.encode(rows, forKey: .rows)
        try container.encode(explanations, forKey: .explanations)
    }
}

extension Grade.Row: Encodable {
    private enum Keys: String, CodingKey { case position, given, expected, right }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(position, forKey: .position)
        try container.encode(given, forKey: .given)
        try container.encode(expected, forKey: .expected)
        try container.encode(isRight, forKey: .right)
    }
}

extension Grade.Explanation: Encodable {
    private enum Keys: String, CodingKey { case item, text, sources, beyondSources = "beyond_sources", furtherEvidence = "further_evidence" }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(item, forKey: .item)
        try container.encode(text, forKey: .text)
        try container.encode(sources, forKey: .sources)
        try container.encode(goesBeyondTheSources || furtherEvidence != nil, forKey: .beyondSources)
        try container.encodeIfPresent(furtherEvidence?.rawValue, forKey: .furtherEvidence)
    }
}
