/// An optional value in a JSON answer whose key is always present: `null` when absent, where a
/// synthesized encoding would leave the key out.
struct NullWhenAbsent<Value: Encodable>: Encodable {
    let value: Value?

    init(_ value: Value?) { self.value = value }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let value { try container.encode(value) } else { try container.encodeNil() }
    }
}
