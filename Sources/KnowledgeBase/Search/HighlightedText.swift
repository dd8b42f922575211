import Foundation

/// A text with the parts that matched a search marked.
public struct HighlightedText: Sendable, Hashable, Codable {
    public var text: String
    /// Sorted, not overlapping.
    public var matches: [TextRange]

    public init(text: String, matches: [TextRange]) {
        self.text = text
        self.matches = matches
    }

    /// `text` with every case-insensitive occurrence of `terms` marked; a short English word
    /// only where it is a word (`tab`, not the one inside `suitable`), as search ranks it.
    init(_ text: String, marking terms: [String]) {
        self.text = text
        var ranges: [Range<Int>] = []
        for term in terms where !term.isEmpty {
            let wordsOnly = SearchQuery.isShortEnglishWord(term)
            var searchRange = text.startIndex..<text.endIndex
            while let found = text.range(of: term, options: [.caseInsensitive], range: searchRange) {
                if !wordsOnly || SearchQuery.isWord(found, in: text) {
                    let start = text.unicodeScalars.distance(from: text.startIndex, to: found.lowerBound)
                    let length = text.unicodeScalars.distance(from: found.lowerBound, to: found.upperBound)
                    ranges.append(start..<(start + max(length, 1)))
                }
                guard found.upperBound < text.endIndex else { break }
                searchRange = found.upperBound..<text.endIndex
            }
        }
        var merged: [Range<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, range.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        matches = merged.map { TextRange(offset: $0.lowerBound, length: $0.count) }
    }

    /// The text cut into parts, each marked as matching or not, for printing.
    public var segments: [(text: String, isMatch: Bool)] {
        let scalars = Array(text.unicodeScalars)
        var segments: [(String, Bool)] = []
        var position = 0
        func take(_ end: Int, _ isMatch: Bool) {
            let end = min(end, scalars.count)
            guard end > position else { return }
            var piece = String.UnicodeScalarView()
            piece.append(contentsOf: scalars[position..<end])
            segments.append((String(piece), isMatch))
            position = end
        }
        for match in matches {
            take(match.offset, false)
            take(match.offset + match.length, true)
        }
        take(scalars.count, false)
        return segments
    }
}
