/// Numbers seed passages in the order cards first cite them, for the sheet's source list.
struct SourceNumbering {
    private(set) var ordered: [SourceReference] = []
    private var numbers: [SourceReference: Int] = [:]

    mutating func number(of source: SourceReference) -> Int {
        if let number = numbers[source] { return number }
        ordered.append(source)
        numbers[source] = ordered.count
        return ordered.count
    }
}
