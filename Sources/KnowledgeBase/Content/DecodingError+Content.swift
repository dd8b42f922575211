extension DecodingError {
    /// Where in the file the shape was wrong and what was expected, in an author's terms.
    var contentMessage: String {
        switch self {
        case .typeMismatch(let type, let context):
            return "at \(context.codingPath.contentPath): expected \(Self.name(of: type)) (\(context.debugDescription))"
        case .valueNotFound(let type, let context):
            return "at \(context.codingPath.contentPath): expected \(Self.name(of: type)), found nothing"
        case .keyNotFound(let key, let context):
            return "at \(context.codingPath.contentPath): missing '\(key.stringValue)'"
        case .dataCorrupted(let context):
            return "at \(context.codingPath.contentPath): \(context.debugDescription)"
        @unknown default:
            return "\(self)"
        }
    }

    private static func name(of type: Any.Type) -> String {
        switch type {
        case is String.Type: "text"
        case is Int.Type: "a whole number"
        case is [Any].Type: "a list"
        default: "a mapping"
        }
    }
}

extension [any CodingKey] {
    /// `methods[3].when`, or `(top level)`.
    var contentPath: String {
        guard !isEmpty else { return "(top level)" }
        return reduce(into: "") { path, key in
            if let index = key.intValue {
                path += "[\(index)]"
            } else {
                path += (path.isEmpty ? "" : ".") + key.stringValue
            }
        }
    }
}
