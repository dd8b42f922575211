import InterfaceText

extension TextCatalog {
    /// `a, b or c` in this catalog's language.
    func alternatives(_ names: [String]) -> String {
        guard names.count > 1 else { return names.first ?? "" }
        return text("list.or", ["list": listing(names.dropLast()), "last": names[names.count - 1]])
    }

    /// `a, b, c` with this language's separator.
    func listing(_ names: some Sequence<String>) -> String {
        names.joined(separator: text("list.separator"))
    }
}
