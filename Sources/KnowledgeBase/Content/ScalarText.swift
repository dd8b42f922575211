/// A YAML scalar read as text. The content embedder turns plain integers into JSON numbers and
/// everything else into strings, so a field such as `section: 2` or `available: 13` arrives as a
/// number where the model wants text.
struct ScalarText: Decodable {
    let value: String

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            value = text
        } else if let integer = try? container.decode(Int.self) {
            value = String(integer)
        } else if let number = try? container.decode(Double.self) {
            value = String(number)
        } else if let flag = try? container.decode(Bool.self) {
            value = String(flag)
        } else {
            throw DecodingError.typeMismatch(
                String.self,
                .init(codingPath: decoder.codingPath, debugDescription: "expected text, found a list or a mapping")
            )
        }
    }
}
