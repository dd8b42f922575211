import ArgumentParser
import Foundation
import KnowledgeBase
import LifecycleEngine
import Quiz
import Study

struct StudyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "study",
        abstract: "A spaced-repetition session over fact, pitfall and ordering cards (FSRS-6).",
        discussion: """
            Shows the cards due now: first those you are learning, then reviews, then up to \
            --new cards you have not seen. Ordering cards and cards about a method, a pitfall \
            with code or a version difference are asked as questions and graded; fact cards are \
            flashcards: think of the answer, press Enter, and rate how well you recalled it \
            (1 again, 2 hard, 3 good, 4 easy).

            Scheduling is FSRS-6 (the py-fsrs 6.3.2 algorithm, its 21 default parameters, \
            desired retention 0.9, learning steps 1 and 10 minutes, relearning step 10 minutes, \
            no fuzz). Every answer is saved at once, so Ctrl-C or the end of input loses nothing \
            already answered.
            """
    )

    @Option(help: "New cards to introduce in this session at most.")
    var new = 10

    @Option(help: "Cards to go through in this session at most.")
    var limit = 20

    @Option(help: ArgumentHelp("Simulate orderings on this iOS version (\(IOSVersion.supported.lowerBound)-\(IOSVersion.supported.upperBound)).", valueName: "N"))
    var ios: Int?

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var progress: ProgressOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        if new < 0 || limit < 1 { throw ValidationError("--new must be 0 or more and --limit at least 1") }
        if let ios, IOSVersion(ios) == nil { throw ValidationError("iOS \(ios) is not modelled") }
        // A session is a conversation with a person; scripts grade with quiz and answer.
        if output.format == .json { throw ValidationError(output.languageOption.texts.text("study.no-json")) }
    }

    func run() throws {
        let console = output.console
        try console.reportingErrors {
            let location = try database.location()
            let material = try QuizMaterial.load(from: database.openKnowledgeBase())
            let store = try progress.openStore(in: location)
            let now = Date()
            let catalog = try CardCatalog(material: material).cards(orderingsOn: ios.flatMap(IOSVersion.init))
            try store.introduce(catalog: catalog, at: now)
            let due = Array(try store.dueCards(at: now, limits: DueLimits(newPerDay: new), calendar: .localGregorian).all.prefix(limit))
            guard !due.isEmpty else {
                console.write([TextSection(lines: [StyledText(console.text("现在没有到期的卡片。明天再来，或用 lifequiz quiz 练习。",
                                                                           "Nothing is due now. Come back later, or practise with lifequiz quiz."))])])
                return
            }
            let session = try store.startSession(at: now)
            defer { if let id = session.id { try? store.endSession(id, at: Date()) } }
            let reviewer = CardReviewer(material: material, cards: Dictionary(catalog.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }),
                                        console: console, version: ios.flatMap(IOSVersion.init))
            var score = QuizScore()
            console.write([TextSection(lines: [StyledText(console.text(
                "FSRS-6 排程，目标记忆率 0.9。本次 \(due.count) 张卡片。", "FSRS-6 scheduling, desired retention 0.9. \(due.count) cards this session."), .dim)])])
            for (index, card) in due.enumerated() {
                console.write([TextSection(lines: [ProgressBar(done: index, total: due.count).line])])
                guard let review = reviewer.review(card.card.id, seed: UInt64(index) &+ UInt64(now.timeIntervalSince1970)) else {
                    return
                }
                _ = try store.record(Answer(cardID: card.card.id, rating: review.rating, grade: review.grade?.score,
                                            response: review.response, sessionID: session.id), at: Date())
                if let grade = review.grade { score.add(grade) }
            }
            console.write([TextSection(lines: [ProgressBar(done: due.count, total: due.count).line])] + score.sections(console))
        }
    }
}

/// `[██████░░░░░░] 6/12`
struct ProgressBar {
    let done: Int
    let total: Int
    static let width = 24

    var line: StyledText {
        let filled = total == 0 ? 0 : done * Self.width / total
        return StyledText("[" + String(repeating: "█", count: filled) + String(repeating: "░", count: Self.width - filled) + "] \(done)/\(total)", .dim)
    }
}

/// Shows one card: as a graded question when one fits it, else as a flashcard rated by the learner.
struct CardReviewer {
    struct Review {
        let rating: Rating
        let grade: Grade?
        let response: String
    }

    let material: QuizMaterial
    let cards: [String: CatalogCard]
    let console: Console
    let version: IOSVersion?

    /// Nil at the end of input.
    func review(_ cardID: String, seed: UInt64) -> Review? {
        let generator = QuestionGenerator(material: material, language: console.language)
        if let question = try? generator.question(forCard: cardID, seed: seed, version: version) {
            console.write(QuestionView(question: question, number: nil, console: console).sections)
            guard let (grade, response) = AnswerPrompt(question: question, grader: Grader(material: material), console: console).ask() else {
                return nil
            }
            console.write(GradeView(grade: grade, console: console).sections)
            return Review(rating: grade.rating, grade: grade, response: response)
        }
        guard let card = cards[cardID] else {
            // Content changed since the card was introduced: it cannot be shown, so it is rated Again.
            console.write([TextSection(lines: [StyledText(console.text("（卡片 \(cardID) 已不在知识库中）", "(card \(cardID) is no longer in the knowledge base)"), .dim)])])
            return Review(rating: .again, grade: nil, response: "")
        }
        return flashcard(card)
    }

    private func flashcard(_ card: CatalogCard) -> Review? {
        var front = card.front.text(in: console.language).split(separator: "\n").map { StyledText(String($0)) }
        if let snippet = card.snippet { front += snippet.split(separator: "\n", omittingEmptySubsequences: false).map { StyledText("    " + $0, .code) } }
        front.append(StyledText(console.text("按回车显示答案。", "Press Enter to see the answer."), .dim))
        console.write([TextSection(lines: front)])
        guard Console.readAnswer() != nil else { return nil }
        let sources = card.sources.map(\.shortText).joined(separator: " ")
        console.write([TextSection(lines: card.back.text(in: console.language).split(separator: "\n").map { StyledText(String($0), .title) }
            + (sources.isEmpty ? [] : [StyledText(sources, .dim)]))])
        while true {
            print(console.text("记得如何？1 忘了 2 困难 3 良好 4 轻松 > ", "How well did you recall it? 1 again 2 hard 3 good 4 easy > "), terminator: "")
            guard let line = Console.readAnswer() else { return nil }
            if let value = Int(line.trimmingCharacters(in: .whitespaces)), let rating = Rating(rawValue: value) {
                return Review(rating: rating, grade: nil, response: line)
            }
        }
    }
}
