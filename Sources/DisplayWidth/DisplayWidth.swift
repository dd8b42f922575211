/// How many terminal columns text takes: East Asian wide and fullwidth characters two, combining
/// marks and invisible format characters none, the rest one. The table is generated from
/// Unicode's EastAsianWidth.txt by scripts/generate-display-width.
public enum DisplayWidth {
    /// Columns one code point takes.
    public static func columns(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x0300 { return value < 0x20 || value == 0x7F ? 0 : 1 }
        var low = 0
        var high = table.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = table[middle]
            if value < range.first {
                high = middle - 1
            } else if value > range.last {
                low = middle + 1
            } else {
                return Int(range.columns)
            }
        }
        return 1
    }

    /// Columns one character (a grapheme cluster) takes: its base's width, or two when an emoji
    /// presentation selector asks for the wide form. Marks on the base take none.
    public static func columns(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let base = scalars.first else { return 0 }
        if scalars.contains("\u{FE0F}") { return 2 }
        return columns(of: base)
    }
}

/// Columns `text` takes on a terminal.
public func displayColumns(of text: some StringProtocol) -> Int {
    text.reduce(0) { $0 + DisplayWidth.columns(of: $1) }
}
