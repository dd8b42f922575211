import Foundation
import KnowledgeBase
import LifecycleEngine
import Study

/// A spaced-repetition session, as Anki runs one: the cards due (learning, then reviews, then new
/// cards in teaching order), each asked as a graded question where one fits it or else shown as a
/// flashcard, then rated with each rating's next interval in view. A card whose next step falls
/// within `learnAhead` (Again, Hard, a learning step) comes back in the same session. Every
/// rating is saved at once; undo takes the last one back out of the store.
public struct StudyLoop {
    public struct Options: Sendable {
        /// Cards to go through at most (a card coming back counts once).
        public var limit: Int
        public var limits: DueLimits
        /// Only cards of these topics; nil for all.
        public var topics: Set<String>?
        /// Orderings simulated on this version; nil for each scenario's own.
        public var version: IOSVersion?
        /// How far ahead a learning card's step may be and still come back this session; Anki's
        /// "learn ahead limit", 20 minutes.
        public var learnAhead: TimeInterval
        /// Questions are drawn from this seed and the card's place in the session.
        public var seed: UInt64

        public init(limit: Int = 20, limits: DueLimits = DueLimits(), topics: Set<String>? = nil, version: IOSVersion? = nil,
                    learnAhead: TimeInterval = 20 * 60, seed: UInt64 = 0) {
            self.limit = limit
            self.limits = limits
            self.topics = topics
            self.version = version
            self.learnAhead = learnAhead
            self.seed = seed
        }
    }

    public let store: ProgressStore
    public let material: QuizMaterial
    public let language: Language
    public let clock: SessionClock
    public let calendar: Calendar
    public let options: Options
    let cards: [String: CatalogCard]
    let catalog: [CatalogCard]

    public init(store: ProgressStore, material: QuizMaterial, language: Language, clock: SessionClock = .system,
                calendar: Calendar, options: Options = Options()) throws {
        self.store = store
        self.material = material
        self.language = language
        self.clock = clock
        self.calendar = calendar
        self.options = options
        catalog = try CardCatalog(material: material).cards(orderingsOn: options.version)
        cards = Dictionary(catalog.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// What one card's turn ended with.
    enum Turn {
        case rated(Grade?, Rating, ReviewLogEntry)
        case skipped
        /// Undo before the card was rated: take back the previous rating.
        case undo
        /// Undo at the rating prompt of a question: the typed answer is taken back (nothing was
        /// saved yet), the rating it earned kept as the best the retry may propose: the learner
        /// has seen the true order. A flashcard has no answer to take back: undo there takes
        /// back the last rating.
        case retry(proposed: Rating?)
        case stop(SessionSummary.Ending)
        /// The learner left at the rating prompt: the card's answer is not saved.
        case stopBeforeRating(SessionSummary.Ending)
    }

    public func run(with interaction: some SessionInteraction) throws -> SessionSummary {
        let start = clock.now()
        try store.introduce(catalog: catalog, at: start)
        let due = try store.dueCards(at: start, limits: options.limits, calendar: calendar,
                                     topicOrder: TeachingOrder.topics, topics: options.topics, learnAhead: options.learnAhead,
                                     deck: Set(cards.keys))
        // A card an earlier sitting sent back a few minutes away comes back when its step is up,
        // as the session's own cards do: after the cards due now, before new ones in the limit.
        let ahead = due.learningAhead.prefix(max(0, options.limit - due.learning.count - due.review.count))
        // By the method's name without class or labels: init(nibName:bundle:) and init(coder:)
        // cards both ask for init.
        var queue = Self.spacedApart(Array(due.all.prefix(options.limit - ahead.count))) { $0.card.methodIDs.map(Self.baseName(ofMethodID:)) }.map(\.card.id)
        var comingBack = ahead.map { (id: $0.card.id, due: $0.schedule.due) }
        guard !queue.isEmpty || !comingBack.isEmpty else {
            interaction.show(.nothingDue(try store.forecast(at: start, calendar: calendar),
                                         newHeldBack: due.newHeldBack, newPerDay: options.limits.newPerDay, newStartedToday: due.newStartedToday,
                                         ofSomeTopics: options.topics != nil))
            return SessionSummary()
        }
        let session = try store.startSession(at: start)
        defer { if let id = session.id { try? store.endSession(id, at: clock.now()) } }
        // Each card's number, in the order first shown. Each showing draws its question from the
        // session's turn count, so a card that comes back is not the answer just read; a card
        // shown again by undo keeps the turn it had, and so its question.
        var numbers: [String: Int] = [:]
        let total = queue.count + comingBack.count
        var turns = 0
        var turnOf: [String: Int] = [:]
        var replayed: Set<String> = []
        var ceilings: [String: Rating] = [:]
        var outcomes: [SessionOutcome] = []
        var ending = SessionSummary.Ending.finished
        var endedBeforeRating = false
        while true {
            let now = clock.now()
            let id: String
            // A card back for its learning step is shown "again" once this sitting has shown it (one
            // an earlier sitting sent back is new here); one an undo puts back is not.
            let again: Bool
            if let ready = comingBack.indices.min(by: { comingBack[$0].due < comingBack[$1].due }),
               comingBack[ready].due <= now || queue.isEmpty {
                id = comingBack.remove(at: ready).id
                again = numbers[id] != nil
            } else if !queue.isEmpty {
                id = queue.removeFirst()
                again = false
            } else {
                break
            }
            let firstShown = numbers[id] == nil
            if firstShown { numbers[id] = numbers.count + 1 }
            let position = SessionPosition(number: numbers[id]!, total: max(total, numbers.count), again: again,
                                           done: again ? numbers.count : numbers[id]! - 1)
            if replayed.remove(id) == nil || turnOf[id] == nil {
                turns += 1
                turnOf[id] = turns
            }
            switch try turn(id, position: position, turnNumber: turnOf[id]!, ceiling: ceilings[id], sessionID: session.id, interaction: interaction) {
            case .rated(let grade, let rating, let entry):
                let back = entry.dueAfter <= clock.now().addingTimeInterval(options.learnAhead)
                interaction.show(.recorded(RecordedReview(cardID: id, rating: rating, due: entry.dueAfter,
                                                          interval: entry.dueAfter.timeIntervalSince(entry.reviewedAt),
                                                          againThisSession: back)))
                if back { comingBack.append((id, entry.dueAfter)) }
                outcomes.append(SessionOutcome(item: id, grade: grade, rating: rating, methods: material.missed(in: grade, card: cards[id]),
                                               entry: entry, skipped: false))
            case .skipped:
                interaction.show(.skipped)
                outcomes.append(SessionOutcome(item: id, grade: nil, rating: nil, methods: [], entry: nil, skipped: true))
            case .retry(let proposed):
                queue.insert(id, at: 0)
                replayed.insert(id)
                if let proposed { ceilings[id] = Self.lower(proposed, ceilings[id] ?? proposed) }
                interaction.show(.answerTakenBack)
            case .undo:
                queue.insert(id, at: 0)
                replayed.insert(id)
                guard let last = outcomes.popLast() else {
                    interaction.show(.nothingToUndo)
                    continue
                }
                if let entry = last.entry {
                    try store.undo(entry)
                    comingBack.removeAll { $0.id == last.item }
                }
                queue.insert(last.item, at: 0)
                replayed.insert(last.item)
                interaction.show(.undone(recordRemoved: last.entry != nil))
            case .stop(let reason):
                ending = reason
            case .stopBeforeRating(let reason):
                ending = reason
                endedBeforeRating = true
            }
            if ending != .finished { break }
        }
        var summary = outcomes.summary(ending: ending, forecast: try store.forecast(at: clock.now(), calendar: calendar))
        summary.endedBeforeRating = endedBeforeRating
        interaction.show(.summary(summary))
        return summary
    }

    /// `init` for `UIViewController.init(nibName:bundle:)`: the name a fill-in's answer shares.
    static func baseName(ofMethodID id: String) -> String {
        let name = AnswerReader.baseName(of: id)
        return String(name.split(separator: ".").last ?? name[...])
    }

    /// The worse of two ratings.
    private static func lower(_ first: Rating, _ second: Rating) -> Rating { first.rawValue <= second.rawValue ? first : second }

    /// Cards in order, except that one about the same methods as one of the `apart` cards before
    /// it (fill-ins whose answer is init) waits for the next card about other methods, as Anki
    /// keeps a note's sibling cards apart: the answer of one would give away the next.
    static func spacedApart<Card>(_ cards: [Card], apart: Int = 2, methods: (Card) -> [String]) -> [Card] {
        var rest = cards
        var spaced: [Card] = []
        spaced.reserveCapacity(cards.count)
        while !rest.isEmpty {
            let previous = Set(spaced.suffix(apart).flatMap(methods))
            let next = rest.firstIndex { previous.isDisjoint(with: methods($0)) } ?? 0
            spaced.append(rest.remove(at: next))
        }
        return spaced
    }

    /// Asks one card and reads its rating.
    private func turn(_ id: String, position: SessionPosition, turnNumber: Int, ceiling: Rating?, sessionID: Int64?,
                      interaction: some SessionInteraction) throws -> Turn {
        guard let progress = try store.card(id) else { return .skipped }
        var grade: Grade?
        var response = ""
        var proposed: Rating?
        var answered = false
        if let question = try question(for: id, turnNumber: turnNumber) {
            answered = true
            interaction.show(.question(question, position))
            var hints = 0
            var draft = ""
            answering: while true {
                switch interaction.read(.answer(draft: draft)) {
                case .text(let line):
                    switch Grader(material: material).grade(question, answer: line) {
                    case .unreadable(let problems):
                        interaction.show(.unreadable(problems))
                        draft = line
                    case .graded(let given):
                        interaction.show(.graded(given))
                        (grade, response) = (given, line)
                        proposed = hints > 0 && given.rating == .good ? .hard : given.rating
                        if let ceiling, let earned = proposed { proposed = Self.lower(earned, ceiling) }
                        break answering
                    }
                case .hint:
                    // Only a hint shown makes the recall harder: asking where there is none costs nothing.
                    if let hint = question.hint(hints + 1) {
                        hints += 1
                        interaction.show(.hint(hint))
                    } else {
                        interaction.show(.noHint(afterSome: hints > 0))
                    }
                case .help: interaction.show(.controls)
                case .skip: return .skipped
                case .undo: return .undo
                case .quit: return .stop(.quit)
                case .endOfInput: return .stop(.endOfInput)
                case .interrupted: return .stop(.interrupted)
                }
            }
        } else if let card = cards[id] {
            interaction.show(.flashcard(card, position))
            revealing: while true {
                switch interaction.read(.reveal) {
                case .text(let line):
                    // The back is shown either way; a learner who typed an answer is told it was not compared.
                    if !line.trimmingCharacters(in: .whitespaces).isEmpty { interaction.show(.flashcardAnswerNotChecked) }
                    break revealing
                case .hint: interaction.show(.noHint(afterSome: false))
                case .help: interaction.show(.controls)
                case .skip: return .skipped
                case .undo: return .undo
                case .quit: return .stop(.quit)
                case .endOfInput: return .stop(.endOfInput)
                case .interrupted: return .stop(.interrupted)
                }
            }
            interaction.show(.flashcardBack(card))
        } else {
            // Content changed since the card was introduced: it cannot be shown, and rating it
            // would record a recall that never happened. It stays as it is.
            interaction.show(.cardGone(id: id))
            return .skipped
        }
        let now = clock.now()
        let choices = RatingChoice.all(for: progress.schedule, scheduler: store.scheduler, at: now)
        while true {
            switch interaction.read(.rating(choices: choices, proposed: proposed)) {
            case .text(let line):
                guard let rating = Rating(answer: line) ?? (line.trimmingCharacters(in: .whitespaces).isEmpty ? proposed : nil) else {
                    interaction.show(.ratingNotUnderstood(proposed: proposed))
                    continue
                }
                let entry = try store.record(Answer(cardID: id, rating: rating, grade: grade?.score, response: response,
                                                    sessionID: sessionID), at: clock.now())
                return .rated(grade, rating, entry)
            case .hint, .help: interaction.show(.controls)
            case .skip: return .skipped
            case .undo: return answered ? .retry(proposed: proposed) : .undo
            case .quit: return .stopBeforeRating(.quit)
            case .endOfInput: return .stopBeforeRating(.endOfInput)
            case .interrupted: return .stopBeforeRating(.interrupted)
            }
        }
    }

    /// The graded question for a card, or nil for a card best reviewed as a flashcard (and for a
    /// card no question can be made of this time, which is then still shown as a flashcard).
    private func question(for id: String, turnNumber: Int) throws -> Question? {
        let generator = QuestionGenerator(material: material, language: language)
        do {
            // A level's card asks one generated scenario whatever the seed, so its items are put in
            // another order each turn after the first: shown again, it asks afresh.
            let question = try generator.question(forCard: id, seed: options.seed &+ UInt64(turnNumber), version: options.version)
            return turnNumber > 1 ? question?.reordered(seed: options.seed &+ UInt64(turnNumber)) : question
        } catch QuizError.nothingToAsk {
            return nil
        }
    }
}
