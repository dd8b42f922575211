extension String {
    /// A web address followed at once by Chinese punctuation or text
    /// (`https://stackoverflow.com/questions/63520008；再次`) with a space after it, so that a
    /// terminal that finds links does not take the Chinese characters into the address.
    public var addressesSetApart: String {
        guard contains("://") else { return self }
        var result = ""
        var inAddress = false
        for character in self {
            if inAddress, !character.isASCII { result.append(" ") }
            if character.isWhitespace || !character.isASCII { inAddress = false }
            result.append(character)
            if result.hasSuffix("http://") || result.hasSuffix("https://") { inAddress = true }
        }
        return result
    }
}
