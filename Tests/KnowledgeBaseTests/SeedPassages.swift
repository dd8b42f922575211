import Foundation

/// The five seed documents as Chinese character sequences, for finding texts that copy them.
struct SeedPassages {
    /// `seeds/` in the shared folder `scripts/test` found (LIFEQUIZ_SHARED), else in `../shared`
    /// beside the package.
    static let directory = (ProcessInfo.processInfo.environment["LIFEQUIZ_SHARED"].map { URL(fileURLWithPath: $0) }
        ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appending(path: "../shared"))
        .appending(path: "seeds").standardizedFileURL

    /// How many consecutive lines make one passage, and the share of a text's trigrams one passage
    /// may hold before the text counts as copied from it.
    static let passageLines = 6
    static let copiedShare = 0.45
    /// A run of this many Chinese characters shared with a seed is a copy whatever the share.
    static let copiedRun = 10
    /// Texts with fewer trigrams than this are too short to judge (a title, a term).
    static let shortestJudged = 8

    private var linesBySeed: [String: [String]] = [:]
    /// Which passages (seed number and first line) hold each trigram.
    private var passagesByTrigram: [String: Set<String>] = [:]
    private var runs: Set<String> = []

    static func load() throws -> SeedPassages {
        var passages = SeedPassages()
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".txt") }.sorted()
        for name in names {
            let number = String(name.prefix(3))
            let lines = try String(contentsOf: directory.appending(path: name), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            passages.linesBySeed[number] = lines
            for start in lines.indices {
                let passage = chinese(lines[start..<min(start + passageLines, lines.count)].joined())
                for trigram in grams(of: passage, length: 3) {
                    passages.passagesByTrigram[trigram, default: []].insert("\(number):\(start + 1)")
                }
            }
            passages.runs.formUnion(grams(of: chinese(lines.joined()), length: copiedRun))
        }
        return passages
    }

    func lines(of seed: String) -> [String] { linesBySeed[seed] ?? [] }

    /// Why `text` counts as a copy ("000:80 holds 68% of its trigrams", "shares 对象的初始化顺序不确定…"),
    /// or nil.
    func nearCopy(of text: String) -> String? {
        let characters = Self.chinese(text)
        if let run = Self.grams(of: characters, length: Self.copiedRun).first(where: runs.contains) {
            return "shares the run \(run) with a seed"
        }
        let trigrams = Set(Self.grams(of: characters, length: 3))
        guard trigrams.count >= Self.shortestJudged else { return nil }
        var counts: [String: Int] = [:]
        for trigram in trigrams { for passage in passagesByTrigram[trigram] ?? [] { counts[passage, default: 0] += 1 } }
        guard let (passage, count) = counts.max(by: { $0.value < $1.value }),
              Double(count) / Double(trigrams.count) >= Self.copiedShare else { return nil }
        return "\(passage) holds \(count * 100 / trigrams.count)% of its trigrams"
    }

    /// The Chinese characters of `text` in simplified form, everything else dropped.
    static func chinese(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.compactMap { scalar in
            guard (0x4E00...0x9FFF).contains(scalar.value) else { return nil }
            return simplified[scalar] ?? scalar
        }))
    }

    private static func grams(of text: String, length: Int) -> [String] {
        let characters = Array(text)
        guard characters.count >= length else { return [] }
        return (0...(characters.count - length)).map { String(characters[$0..<($0 + length)]) }
    }

    /// Fixtures/traditional-to-simplified.txt: seed 002 is written in traditional characters.
    private static let simplified: [Unicode.Scalar: Unicode.Scalar] = {
        let url = Bundle.module.url(forResource: "Fixtures/traditional-to-simplified", withExtension: "txt")!
        let text = try! String(contentsOf: url, encoding: .utf8)
        return Dictionary(text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
            let scalars = Array(line.unicodeScalars)
            return scalars.count == 2 ? (scalars[0], scalars[1]) : nil
        }, uniquingKeysWith: { first, _ in first })
    }()
}
