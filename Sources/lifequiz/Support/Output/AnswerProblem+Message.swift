import InterfaceText
import Quiz

extension AnswerProblem {
    /// What is wrong with the answer, in `texts`' language.
    func message(_ texts: TextCatalog) -> String {
        switch self {
        case .empty: texts.text("answer.problem.empty")
        case .duplicate(let item): texts.text("answer.problem.duplicate", ["item": item])
        // A no-break space keeps each letter on the line of its item (`c) B didMove(toParent:)`).
        case .missing(let items):
            texts.text("answer.problem.missing", ["items": texts.listing(items.map { $0.replacing(") ", with: ")\u{00A0}", maxReplacements: 1) })])
        case .unknown(let token, nil): texts.text("answer.problem.unknown", ["token": token])
        case .unknown(let token, let suggestion?):
            texts.text("answer.problem.unknown-suggest", ["token": token, "suggestion": suggestion])
        case .ambiguous(let token, let candidates):
            texts.text("answer.problem.ambiguous", ["token": token, "candidates": texts.alternatives(candidates)])
        case .notAChoice(let token, let count): texts.text("answer.problem.not-a-choice", ["token": token, "count": "\(count)"])
        case .severalChoices(let count):
            texts.text("answer.problem.several-choices", ["count": "\(count)", "last": String(UnicodeScalar(UInt8(96 + min(count, 26))))])
        case .notTrueOrFalse(let token): texts.text("answer.problem.not-true-or-false", ["token": token])
        case .notACallbackName(let token): texts.text("answer.problem.not-a-callback-name", ["token": token])
        }
    }
}
