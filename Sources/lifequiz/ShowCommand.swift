import ArgumentParser
import KnowledgeBase
import Quiz

struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show everything known about one method: when UIKit calls it, facts, pitfalls, sources.",
        discussion: """
            Spell the method the way you would write it in Swift or Objective-C; case and spaces \
            around it do not matter, and Swift and Objective-C names find each other:

              lifequiz show viewWillAppear
              lifequiz show "viewWillAppear(_:)"
              lifequiz show "-[UIViewController viewWillAppear:]"
              lifequiz show "- (void)viewWillAppear:(BOOL)animated"
              lifequiz show initWithCoder:          the same card as init(coder:)
              lifequiz show dealloc                 the same card as deinit

            A name several classes share (init(coder:), awakeFromNib, deinit) shows every card; \
            put the class in front to pick one: lifequiz show "UIView.init(coder:)".
            An unknown name exits with status 2 and suggests the closest names.
            """
    )

    // Unrecognized words are taken as the name, so spellings that start with '-' ("-viewDidLoad",
    // "-[UIView layoutSubviews]", "- (void)dealloc") are not mistaken for options, even unquoted.
    @Argument(
        parsing: .allUnrecognized,
        help: ArgumentHelp("The method's name, in any Swift or Objective-C spelling.", valueName: "name"),
        completion: .custom(MethodNameCompletion.complete)
    )
    var words: [String] = []

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var output: OutputOptions

    private var name: String { words.joined(separator: " ") }

    func validate() throws {
        guard words.hasNonBlankWord else {
            throw ValidationError("Give a method name, e.g. lifequiz show viewDidLoad")
        }
    }

    func run() throws {
        let console = output.console
        try console.reportingErrors {
            let knowledge = try database.openKnowledgeBase()
            let cards = try knowledge.cards(named: name)
            // Where each method sits in the curated scenarios, as the engine runs them.
            let placer = MethodPlacements(scenarios: try knowledge.scenarios())
            let orderings = Dictionary(uniqueKeysWithValues: cards.map { ($0.method.id, placer.placements(of: $0.method.id)) })
            switch output.format {
            case .json:
                try console.writeJSON(Answer(query: name, cards: cards, orderings: orderings))
            case .text:
                var sections: [TextSection] = []
                if cards.count > 1 {
                    let ids = cards.map(\.method.id).joined(separator: ", ")
                    sections.append(TextSection(lines: [StyledText(
                        console.text("“\(name)”对应 \(cards.count) 个方法：\(ids)", "'\(name)' names \(cards.count) methods: \(ids)"), .dim
                    )]))
                }
                for card in cards {
                    sections += MethodCardView(card: card, console: console).sections
                    sections += PlacementView(placements: orderings[card.method.id] ?? [], console: console).sections
                }
                console.write(sections)
            }
        }
    }

    /// The JSON answer: the name as typed, every card it names, and by method id where the
    /// engine places it in the curated scenarios.
    private struct Answer: Encodable {
        let query: String
        let cards: [MethodCard]
        let orderings: [String: [MethodPlacements.Placement]]
    }
}
