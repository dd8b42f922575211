import KnowledgeBase
import LifecycleEngine

/// One question, in one language, with its answer key.
public struct Question: Sendable {
    public let id: QuestionID
    public let language: Language
    public let prompt: String
    /// The scenario it is about, in the scenario language, when there is one.
    public let scenario: String?
    public let version: IOSVersion
    /// Code shown with the question (pitfall snippets).
    public let snippet: String?
    /// Ordering: the callbacks, shuffled. Choice questions: the options. Missing-callback: the
    /// sequence as shown, with `gap` where the missing one belongs.
    public let items: [String]
    /// The spaced-repetition card this question exercises, with its topic and methods.
    public let card: QuestionCard
    let key: AnswerKey
    /// Why the right answer is right: rules and facts with their sources.
    let reasons: [Reason]
    /// Per item of an ordering question: the callback it is and the rule that fired it.
    let details: [ItemDetail]
    /// Questions about a scenario: the first step asked about (the steps before it are the setup).
    var askedFromStep: Int32 = 1
    /// Ordering: the asked steps' callbacks not among the items whose place is fixed against
    /// them all, in the trace's order. One can link a pair no rule orders (a push's
    /// viewDidDisappear and its didMove by the incoming viewDidAppear between them).
    var links: [ItemDetail] = []
    /// Missing callback: every callback the listed object gets in the asked steps, listed or not
    /// (property queries too), so that a wrong guess can be told whether UIKit makes it there.
    var madeForTheObject: Set<Callback> = []

    public static let gap = "______"

    public var kind: QuestionKind { id.kind }

    /// The items that are calls the app's own code makes, labelled so: the landmarks
    /// (`Window makeKeyAndVisible()`) and the inits it calls in code (`A init(nibName:bundle:)`),
    /// which are asked, as the diagram draws them from the app's lifeline.
    public var itemsTheAppCalls: [Int] {
        details.indices.filter {
            details[$0].callback.isCalledByTheApp(firedBy: details[$0].rule) && !TraceReading.isEntryPoint(details[$0].callback)
        }
    }

    /// What the question is about, to keep a session from asking it twice: a scenario, whatever
    /// is asked of it and on whichever version (the same script on iOS 9 and 10 read as a
    /// repeat); the callbacks it asks to order, in their true order, whatever the script (a
    /// launch from a storyboard and one in code, then a turn, ask the same five callbacks); or
    /// the prompt and its options. A choice between callbacks, or a missing one, is also the same
    /// question when its callbacks and answer are, whatever the script (a memory warning after a
    /// launch in code and one from a storyboard ask the same "which first"). Two version questions
    /// about one change (a version rule's, or a conflict's) are one question.
    public var subjects: [String] {
        let asked = ([prompt, snippet ?? ""] + items.sorted()).joined(separator: "\n")
        guard let scenario else { return [asked] }
        let same = switch key {
        case .order(let order): [id.kind.rawValue] + order.map { items[$0] }
        case .choice(let answer): [id.kind.rawValue, items[answer]] + items.sorted()
        case .callback(let missing): [id.kind.rawValue, missing.swiftName] + items
        case .truth: [String]()
        }
        // A version question is about its card's change, whichever scenario shows it.
        let change = id.kind == .versionChange ? [card.id] : []
        return (same.isEmpty ? [scenario] : [scenario, same.joined(separator: "\n")]) + change
    }

    /// How answers to this question are written.
    public var answerForm: AnswerForm {
        switch key {
        case .order: .order
        case .choice: .choice
        case .truth: .truth
        case .callback: .callbackName
        }
    }
}

public enum AnswerForm: String, Sendable {
    case order, choice, truth, callbackName
}

/// The card a question belongs to: facts, pitfalls and scenarios are reviewed on a schedule.
public struct QuestionCard: Hashable, Sendable {
    public let id: String
    public let kind: String
    public let topic: String
    public let methods: [String]
}

/// The right answer, kept out of what is shown.
enum AnswerKey: Hashable, Sendable {
    /// Indices into `items`, in the correct order.
    case order([Int])
    case choice(Int)
    case truth(Bool)
    /// The missing callback.
    case callback(Callback)
}

/// Code the scenario wrote into a callback: that callback's label (`A viewDidAppear(_:)`) and the code.
struct WrittenCode: Hashable, Sendable {
    let host: String
    let code: String
    /// The trace event its run starts at: every callback before it came before the code ran.
    let startsAt: Int
    /// Code in viewDidAppear runs only once the transition that showed its controller has
    /// ended, which may be well after the host callback (a presented controller's presenter
    /// disappears in between); other code runs inside its host.
    let waitsForTheTransition: Bool

    init?(making index: Int, in trace: Trace) {
        guard let run = trace.codeRun(making: index) else { return nil }
        host = TraceReading.label(of: trace.events[run.host], in: trace)
        code = run.code
        startsAt = run.events.lowerBound
        waitsForTheTransition = trace.events[run.host].callback == .viewDidAppear
    }
}

/// What an item of an ordering question stands for.
struct ItemDetail: Hashable, Sendable {
    let object: String
    let callback: Callback
    /// Its index in the scenario's trace.
    let event: Int
    /// A removal's call, `willMove(toParent: nil)`.
    var passesNil = false
    let rule: Rule
    /// The scenario step (1-based) that caused it, and that step as written.
    let step: Int32
    let stepText: String
    /// For a callback a container forwarded: the rule of the callback it forwarded (a replaced
    /// root's viewWillDisappear for its child's), which says why the child hears it now.
    var cause: Rule? = nil
    /// For a callback a container forwarded: the container it started from (Nav2 for the B
    /// viewWillDisappear of Nav2's dismissal), whose own order it keeps.
    var forwardedFrom: String? = nil
    /// For a callback the app's own code made (`present S in viewDidAppear of A`): the callback
    /// that code was written in and the code.
    var madeByCode: WrittenCode? = nil

    /// The rule that explains this callback against another object's: the forwarded one's cause.
    var explainingRule: Rule { cause ?? rule }

    /// The controller whose appearance this callback is part of: the container it was forwarded
    /// from, else its own object.
    var appearanceOwner: String { forwardedFrom ?? object }

    /// Its place, said alone, for a pair no rule orders: a transition's order rather than the view
    /// loading its rule waits for, which that pair does not involve.
    var ownRule: Rule { explainingRule.refinedOrder ?? explainingRule }
}

/// One reason, with where it comes from (a rule of the engine or a fact of the knowledge base),
/// its sources by short name.
public struct Reason: Hashable, Sendable {
    public let text: String
    public let sources: [String]
    /// The option it is about, when each option of a question has its own reason (the once
    /// question); else the reason is about the answer.
    var option: String?
    /// Said only to a learner who chose `option` (another mistake's symptom), not of every option.
    var onlyWhenChosen = false
    /// For callbacks that come more than once, what the text says, so that grading can point
    /// back to a rule an explanation above gave in full.
    var repeats: RepeatedCallbacks?
    /// An engine rule's words whose evidence extends the sources or cites none: the sources named
    /// are not all it rests on.
    var goesBeyondTheSources = false
}

/// Callbacks of an ordering question that come again later in its steps, how often, and the
/// rules that make the first and the later calls.
struct RepeatedCallbacks: Hashable, Sendable {
    let labels: [String]
    let times: Int
    let firstRule: Rule?
    let laterRules: [Rule]
}
