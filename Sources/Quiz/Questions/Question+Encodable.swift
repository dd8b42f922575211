/// The JSON of `lifequiz quiz --format json`: what is needed to show and answer the question,
/// never the answer. Keys documented in the README.
extension Question: Encodable {
    private enum Keys: String, CodingKey {
        case id, kind, language, prompt, scenario, ios, snippet, items, answerForm, card
        case itemsTheAppCalls = "items_the_app_calls"
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(id.description, forKey: .id)
        try container.encode(kind.rawValue, forKey: .kind)
        try container.encode(language.rawValue, forKey: .language)
        try container.encode(prompt, forKey: .prompt)
        try container.encode(scenario, forKey: .scenario)
        try container.encode(version.major, forKey: .ios)
        try container.encode(snippet, forKey: .snippet)
        try container.encode(items, forKey: .items)
        try container.encode(itemsTheAppCalls, forKey: .itemsTheAppCalls)
        try container.encode(answerForm.rawValue, forKey: .answerForm)
        try container.encode(card, forKey: .card)
    }
}

extension QuestionCard: Encodable {
    private enum Keys: String, CodingKey { case id, kind, topic, methods }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(id, forKey: .id)
        try container.encode(kind, forKey: .kind)
        try container.encode(topic, forKey: .topic)
        try container.encode(methods, forKey: .methods)
    }
}
