import EditDistance
import Foundation
import KnowledgeBase
import LifecycleEngine

/// Reads what a learner typed: `3 1 4 2`, `c a d b`, callback names (with or without the object,
/// typos tolerated), a choice, true/false, or a callback name for a gap.
struct AnswerReader {
    let question: Question

    enum Reading: Equatable {
        case order([Int])
        case choice(Int)
        case truth(Bool)
        case callback(Callback)
    }

    func read(_ text: String) -> Result<Reading, AnswerProblems> {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return .failure(AnswerProblems([.empty])) }
        switch question.answerForm {
        case .order: return readOrder(trimmed).map(Reading.order)
        case .choice: return readChoice(trimmed).map(Reading.choice)
        case .truth: return readTruth(trimmed).map(Reading.truth)
        case .callbackName: return readCallback(trimmed).map(Reading.callback)
        }
    }

    // MARK: Orders

    private func readOrder(_ text: String) -> Result<[Int], AnswerProblems> {
        let items = question.items
        if let positions = Self.positions(text, count: items.count) { return .success(positions) }
        var problems: [AnswerProblem] = []
        // `9 9` or `a a a` is one mistake, told once.
        func note(_ problem: AnswerProblem) { if !problems.contains(problem) { problems.append(problem) } }
        var order: [Int] = []
        for token in orderTokens(text) {
            switch match(token, among: items, allowPositions: true) {
            case .success(let index):
                if order.contains(index) { note(.duplicate(item: items[index])) } else { order.append(index) }
            case .failure(let problem):
                note(problem)
            }
        }
        let missing = items.indices.filter { !order.contains($0) }
        if !missing.isEmpty, problems.isEmpty { problems.append(.missing(items: missing.map { "\(position($0)) \(items[$0])" })) }
        return problems.isEmpty ? .success(order) : .failure(AnswerProblems(problems))
    }

    /// The common case, read without building strings: `3 1 4 2` or `c a d b`, each position
    /// once. Nil for anything else, which the general reader then explains.
    static func positions(_ text: String, count: Int) -> [Int]? {
        var positions: [Int] = []
        var number = 0, inNumber = false
        func endNumber() {
            guard inNumber else { return }
            inNumber = false
            positions.append(number - 1)
            number = 0
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                // Past `count` a number names no position however it goes on: it stops growing
                // there, so no run of digits overflows.
                number = number > count ? number : number * 10 + Int(byte - UInt8(ascii: "0"))
                inNumber = true
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
                guard !inNumber else { return nil }
                positions.append(Int((byte | 0x20) - UInt8(ascii: "a")))
            case UInt8(ascii: " "), UInt8(ascii: ","), UInt8(ascii: "\t"):
                endNumber()
            default:
                return nil
            }
        }
        endNumber()
        let valid = positions.count == count && Set(positions).count == count && positions.allSatisfy { (0..<count).contains($0) }
        return valid ? positions : nil
    }

    /// Names are separated by commas, semicolons, arrows or new lines; numbers and letters also by spaces.
    private func orderTokens(_ text: String) -> [String] {
        let separators: Set<Character> = [",", "，", ";", "；", "\n", ">", "→", "、"]
        var tokens = text.split { separators.contains($0) }.map { $0.replacingOccurrences(of: "-", with: " ").trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        let words = text.split { $0 == " " || separators.contains($0) }.map(String.init)
        let allShort = words.allSatisfy { Self.isNumeral($0) || ($0.count == 1 && $0.first!.isLetter) }
        if allShort || (tokens.count == 1 && words.count == question.items.count) { tokens = words }
        return tokens
    }

    // MARK: Choices and truth

    private func readChoice(_ text: String) -> Result<Int, AnswerProblems> {
        // Several letters (`a b c d`, an ordering's habit) name options, not a mistyped one.
        let words = text.split { $0.isWhitespace || $0 == "," }.map { $0.precomposedStringWithCompatibilityMapping }
        if words.count > 1, words.allSatisfy({ Self.isNumeral($0) || $0.count == 1 && $0.first!.isASCII && $0.first!.isLetter }) {
            return .failure(AnswerProblems([.severalChoices(count: question.items.count)]))
        }
        return match(text, among: question.items, allowPositions: true).mapError { AnswerProblems([$0]) }
    }

    /// No letters: the statement has no options, so `a` or `b` would be a guess at which is which.
    /// Numbers are the places of JSON's `items` (`true`, `false`), and 0 is false as in C.
    private func readTruth(_ text: String) -> Result<Bool, AnswerProblems> {
        switch text.lowercased() {
        case "t", "true", "y", "yes", "1", "对", "对的", "是", "是的", "正确", "真", "√", "✓", "✔": .success(true)
        case "f", "false", "n", "no", "2", "0", "错", "不对", "错的", "否", "不是", "错误", "假", "×", "✗", "✘": .success(false)
        default: .failure(AnswerProblems([.notTrueOrFalse(token: text)]))
        }
    }

    private func readCallback(_ text: String) -> Result<Callback, AnswerProblems> {
        let name = text.split(separator: " ").last.map(String.init) ?? text
        if let exact = Callback.matching(name).first { return .success(exact) }
        let key = Self.key(name)
        // The program's entry is never asked, so never the answer a typo meant.
        let ranked = Callback.allCases.filter { !TraceReading.isEntryPoint($0) }
            .map { ($0, EditDistance.between(key, Self.key($0.swiftName))) }
            .sorted { $0.1 < $1.1 }
        if let best = ranked.first, best.1 <= Self.tolerance(for: key) { return .success(best.0) }
        // A letter or two is not a name mistyped: the learner took the gap for options to pick.
        guard key.count >= 3 else { return .failure(AnswerProblems([.notACallbackName(token: text)])) }
        return .failure(AnswerProblems([.unknown(token: text, suggestion: ranked.first?.0.swiftName)]))
    }

    // MARK: Matching a token to an item

    private func match(_ token: String, among items: [String], allowPositions: Bool) -> Result<Int, AnswerProblem> {
        // Full-width letters and digits (ａ ｂ, １ ２ from a Chinese input method) read as ASCII.
        let trimmed = token.precomposedStringWithCompatibilityMapping.trimmingCharacters(in: .whitespaces)
        if allowPositions, Self.isNumeral(trimmed) {
            // Compared before subtracting: a numeral too large for Int, or Int.min, names no item.
            guard let number = Int(trimmed), number >= 1, number <= items.count else {
                return .failure(.notAChoice(token: trimmed, count: items.count))
            }
            return .success(number - 1)
        }
        if allowPositions, trimmed.count == 1, let letter = trimmed.lowercased().unicodeScalars.first,
           letter.value >= 97, letter.value < 97 + 26 {
            let index = Int(letter.value) - 97
            return items.indices.contains(index) ? .success(index) : .failure(.notAChoice(token: trimmed, count: items.count))
        }
        let key = Self.key(trimmed)
        if let exact = items.indices.first(where: { Self.key(items[$0]) == key }) { return .success(exact) }
        // The items a looser reading finds: one is the answer, several are ambiguous, none reads on.
        func found(_ matching: (String) -> Bool) -> Result<Int, AnswerProblem>? {
            let indices = items.indices.filter { matching(Self.callbackPart(of: items[$0])) }
            return indices.count == 1 ? .success(indices[0])
                : indices.isEmpty ? nil : .failure(.ambiguous(token: trimmed, candidates: indices.map { items[$0] }))
        }
        // Without the object name, when only one item has that callback.
        if let result = found({ Self.key($0) == key }) { return result }
        // The method's base name, its labels left out: `init` for A init(nibName:bundle:).
        if let result = found({ Self.key(Self.baseName(of: $0)) == key }) { return result }
        // A short name the explanations use themselves: `didFinishLaunching` for
        // application(_:didFinishLaunchingWithOptions:), when one item's callback contains it.
        if key.count >= 6, let result = found({ Self.key($0).contains(key) }) { return result }
        // Typos: the closest item, full label or callback part, within a tolerance.
        let distances = items.indices.map { index in
            (index, min(EditDistance.between(key, Self.key(items[index])),
                        EditDistance.between(key, Self.key(Self.callbackPart(of: items[index])))))
        }.sorted { $0.1 < $1.1 }
        if let best = distances.first, best.1 <= Self.tolerance(for: key),
           distances.count == 1 || distances[1].1 > best.1 {
            return .success(best.0)
        }
        // A letter or two (`对` to a choice) is no name mistyped, and a name that shares less than
        // half its letters with every item is another method: no item to suggest.
        let suggestion = distances.first.flatMap { key.count >= 3 && $0.1 <= key.count / 2 ? items[$0.0] : nil }
        return .failure(.unknown(token: trimmed, suggestion: suggestion))
    }

    /// An item as the question lists it: `h)`.
    private func position(_ index: Int) -> String { "\(Question.letters.indices.contains(index) ? Question.letters[index] : "\(index + 1)"))" }

    /// ASCII digits with an optional sign, of any length: a number to the learner even when no Int holds it.
    static func isNumeral(_ text: some StringProtocol) -> Bool {
        let digits = text.utf8.first == UInt8(ascii: "-") || text.utf8.first == UInt8(ascii: "+") ? text.utf8.dropFirst() : text.utf8[...]
        return !digits.isEmpty && digits.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    static func callbackPart(of item: String) -> String {
        item.split(separator: " ", maxSplits: 1).last.map(String.init) ?? item
    }

    /// A method's name up to its labels: `init` for `init(nibName:bundle:)`.
    static func baseName(of callback: String) -> String {
        String(callback.prefix { $0 != "(" })
    }

    /// Letters and digits only, lower-cased: `B viewWillAppear(_:)` → `bviewwillappear`.
    static func key(_ text: String) -> String {
        String(text.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(Character.init))
    }

    /// About one typo in five letters, at least two, but never half the answer: two letters
    /// (`zz`, `你好`) are no typo of any two-letter word an option happens to contain.
    static func tolerance(for key: String) -> Int { min(max(2, key.count / 5), (key.count - 1) / 2) }
}

/// The reasons an answer could not be read, all of them.
struct AnswerProblems: Error, Equatable {
    let problems: [AnswerProblem]
    init(_ problems: [AnswerProblem]) { self.problems = problems }
}
