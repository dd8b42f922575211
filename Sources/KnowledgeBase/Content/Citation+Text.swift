extension Citation {
    /// Short and readable: `[000 §1.1.3 loadView() L96-120]`, the seed by the number its file name starts with.
    public var shortText: String { shortText(in: .zh) }

    /// `shortText` for a reader of `language`: in English the section's English title, when known
    /// (`[000 §Example: rotating the screen L293-312]`).
    public func shortText(in language: Language) -> String {
        "[" + Self.seedNumber(seed) + " §" + sectionName(in: language) + " L" + lines + "]"
    }

    func sectionName(in language: Language) -> String {
        language == .en ? sectionTitle ?? section : section
    }

    /// The number a seed's file name starts with: `000` for `000_b683b64be764eb10.txt`.
    public static func seedNumber(_ seed: String) -> String {
        // By bytes: both separators are ASCII, and explanations cite seeds by the thousand.
        String(decoding: seed.utf8.prefix { $0 != UInt8(ascii: "_") && $0 != UInt8(ascii: ".") }, as: UTF8.self)
    }

    /// The passage's place in full, for a card's back or a study sheet that may be read far from
    /// this program: `002_777fd6bad1933fe0.txt § UIViewController`, the section named for a reader
    /// of `language` as `shortText(in:)` names it; for a card in both languages (nil), the seed's
    /// heading with its English title after it when they differ. The lines are the caller's to
    /// word, in the reader's language.
    public func writePlace(to output: inout some TextOutputStream, in language: Language?) {
        output.write(seed)
        output.write(" § ")
        if let language {
            output.write(sectionName(in: language))
        } else {
            output.write(section)
            if let title = sectionTitle, title != section { output.write(" (\(title))") }
        }
    }
}

extension Sequence<Citation> {
    /// Each passage cited once, short: citations of one section are merged, their line ranges
    /// listed in order, `[002 §UIViewController L185-190, L239-256] [001 §viewDidLoad L23-29]`.
    /// Sections keep the order they are first cited in.
    public var shortText: String { shortText(in: .zh) }

    /// `shortText` for a reader of `language`: in English the sections' English titles, when known.
    public func shortText(in language: Language) -> String {
        var order: [String] = []
        var ranges: [String: [String]] = [:]
        for citation in self {
            let key = Citation.seedNumber(citation.seed) + " §" + citation.sectionName(in: language)
            if ranges[key] == nil { order.append(key) }
            ranges[key, default: []].append(citation.lines)
        }
        return order.map { key in
            let lines = (ranges[key] ?? []).uniqued().sorted { (LineRange($0)?.first ?? 0) < (LineRange($1)?.first ?? 0) }
            return "[" + key + " L" + lines.joined(separator: ", L") + "]"
        }.joined(separator: " ")
    }
}
