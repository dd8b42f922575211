import SeededRandom

/// Ids and GUIDs computed from names with FNV-1a, so the same deck always gets the same ones.
enum StableID {
    /// Anki's GUID alphabet (as its own `guid64()` and genanki use).
    private static let base91 = Array(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&()*+,-./:;<=>?@[]^_`{|}~".utf8)

    /// The note GUID for a card id in a namespace: the hash of `namespace:cardID` in base 91.
    /// Anki matches re-imported notes by GUID, so this is what turns a second import into an
    /// update.
    static func guid(namespace: String, cardID: String) -> String {
        var value = FNV1a.hash(cardID, from: FNV1a.hash(":", from: FNV1a.hash(namespace)))
        // At most 10 digits (91^10 > 2^64), written most significant first without an array.
        var length = 1
        var rest = value / 91
        while rest > 0 {
            length += 1
            rest /= 91
        }
        return String(unsafeUninitializedCapacity: length) { buffer in
            for index in stride(from: length - 1, through: 0, by: -1) {
                buffer[index] = base91[Int(value % 91)]
                value /= 91
            }
            return length
        }
    }

    /// A deck id from the deck's full name. Anki matches imported decks by name, not id, so any
    /// stable positive number works; it stays below 2^53 for JavaScript-based Anki clients and
    /// well above 1, Anki's Default deck.
    static func deckID(name: String) -> Int64 {
        Int64(1 << 40) + Int64(FNV1a.hash("deck:\(name)") % (1 << 40))
    }
}
