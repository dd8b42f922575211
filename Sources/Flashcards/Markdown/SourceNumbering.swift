import KnowledgeBase

/// Numbers seed passages in the order cards first cite them, for the sheet's source list.
struct SourceNumbering {
    private(set) var ordered: [Citation] = []
    private var numbers: [Citation: Int] = [:]

    mutating func number(of source: Citation) -> Int {
        if let number = numbers[source] { return number }
        ordered.append(source)
        numbers[source] = ordered.count
        return ordered.count
    }
}
