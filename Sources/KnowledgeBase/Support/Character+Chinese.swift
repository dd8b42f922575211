extension Character {
    /// A CJK unified ideograph: Chinese text, which is written without spaces between words.
    public var isChinese: Bool {
        unicodeScalars.allSatisfy { (0x4E00...0x9FFF).contains($0.value) }
    }
}
