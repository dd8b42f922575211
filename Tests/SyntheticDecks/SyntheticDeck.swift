import Flashcards
import KnowledgeBase
import SeededRandom

/// A reproducible deck of made-up cards that throws at the writers what real content will:
/// all three kinds, Chinese and English, HTML-special characters, code snippets, tabs, line
/// breaks, quotes, text starting with `#` or `1.`. The test suite and the benchmarks
/// (Benchmarks/ExportBenchmarks, scripts/bench-export) export it. Its sentences are filler, not
/// lifecycle knowledge.
public enum SyntheticDeck {
    /// `cardCount` cards: 12 in 20 facts, 5 pitfalls, 3 orderings. With `language` nil the cards
    /// cycle through both, zh and en; `revision` > 0 changes every 7th card's answer, as an
    /// edited knowledge base would.
    public static func make(
        cardCount: Int, language: CardLanguage? = nil, revision: Int = 0, seed: UInt64 = 2024
    ) -> Deck {
        var random = SplitMix64(seed: seed)
        let cards = (0..<cardCount).map { index in
            card(index, language: language ?? CardLanguage.cycle[index % 3], revision: revision, random: &random)
        }
        return Deck(name: DeckBuilder.deckName, cards: cards)
    }

    private static func card(
        _ index: Int, language: CardLanguage, revision: Int, random: inout SplitMix64
    ) -> Flashcard {
        let owner = classes[index % classes.count]
        let method = owner.methods[Int(random.next() % UInt64(owner.methods.count))]
        let iOS = 9 + Int(random.next() % 10)
        let edit = revision > 0 && index % 7 == 0 ? " (rev \(revision))" : ""
        let sources = (0...Int(random.next() % 2)).map { _ in
            let start = 10 + Int(random.next() % 400)
            return Citation(
                seed: seeds[Int(random.next() % UInt64(seeds.count))], section: "\(1 + start % 5).\(start % 3) \(method)",
                lines: "\(start)-\(start + 4 + Int(random.next() % 30))")
        }
        let kind: FlashcardKind = index % 20 < 8 ? .fact : index % 20 < 12 ? .cloze : index % 20 < 17 ? .pitfall : .ordering
        let content: FlashcardContent
        let id: String
        switch kind {
        case .fact:
            id = "fact:synthetic.\(owner.name.lowercased())-\(index)"
            content = .fact(fact(index, owner: owner.name, method: method, iOS: iOS, edit: edit))
        case .cloze:
            id = "cloze:synthetic.\(owner.name.lowercased())-\(index)"
            content = .cloze(ClozeFields(
                text: LocalizedText(zh: "\(method) 在视图 <加载> 之后调用\(edit)；\(owner.name) & \"它\"只调用一次 \(method)。",
                                    en: "\(method) runs after the view <loads>\(edit); \(owner.name) & \"it\" calls \(method) once."),
                answer: method))
        case .pitfall:
            id = "pitfall:synthetic.\(owner.name.lowercased())-\(index)"
            content = .pitfall(pitfall(index, method: method, edit: edit))
        case .ordering:
            id = "order:synthetic-\(index)@ios\(iOS)"
            let steps = 3 + Int(random.next() % 8)
            let sequence = (0..<steps).map { step in
                let callee = owner.methods[(index + step) % owner.methods.count]
                return "\(step % 2 == 0 ? "A" : "B").\(callee)"
            }
            content = .ordering(
                OrderingFields(
                    scenario: LocalizedText(
                        zh: "场景 \(index)：A 把 B 推入导航栈，然后 <返回> & 再次出现\(edit)",
                        en: "Scenario \(index): A pushes B, then pops it & \"B\" reappears\(edit)"),
                    iOS: iOS, sequence: edit.isEmpty ? sequence : sequence.reversed()))
        }
        return Flashcard(
            id: id, deck: "\(DeckBuilder.deckName)::\(owner.name)", content: content, language: language,
            tags: [owner.name, owner.topic, "ios\(iOS)", kind.rawValue], sources: sources)
    }

    private static func fact(_ index: Int, owner: String, method: String, iOS: Int, edit: String) -> FactFields {
        switch index % 4 {
        case 0:
            FactFields(
                front: LocalizedText(zh: "`\(owner).\(method)` 什么时候被调用？", en: "When does UIKit call `\(owner).\(method)`?"),
                back: LocalizedText(
                    zh: "在视图 <加载> 之后、\"出现\"之前调用\(edit)。\n它只调用一次 & 不要在里面做布局。",
                    en: "After the view <loads> and before it \"appears\"\(edit).\nIt runs once & is no place for layout."))
        case 1:
            FactFields(
                front: LocalizedText(zh: "#pragma mark 与 `\(method)`：iOS \(iOS) 上有何不同？", en: "#pragma mark and `\(method)`: what changed on iOS \(iOS)?"),
                back: LocalizedText(
                    zh: "1. 先调用 super\n2. 再更新\t状态\(edit)", en: "1. call super first\n2. then update\tstate\(edit)"))
        case 2:
            FactFields(
                front: LocalizedText(zh: "`\(method)` 里 a < b && c > d 的判断安全吗？", en: "Is checking a < b && c > d in `\(method)` safe?"),
                back: LocalizedText(zh: "安全，但 'frame' 可能还是 0\(edit)", en: "Yes, but the view's 'frame' may still be zero\(edit)"))
        default:
            FactFields(
                front: LocalizedText(zh: "* `\(method)` 属于哪个类？_ [\(index)]", en: "* Which class declares `\(method)`? _ [\(index)]"),
                back: LocalizedText(zh: "\(owner)\(edit) — 见 <\(owner).h>", en: "\(owner)\(edit) — see <\(owner).h>"))
        }
    }

    private static func pitfall(_ index: Int, method: String, edit: String) -> PitfallFields {
        PitfallFields(
            title: LocalizedText(zh: "忘记在 `\(method)` 中调用 super #\(index)", en: "Forgetting super in `\(method)` #\(index)"),
            symptom: LocalizedText(
                zh: "子视图 \"闪烁\"，<UITableView> 不刷新", en: "Subviews \"flicker\" and the <UITableView> never reloads"),
            cause: LocalizedText(
                zh: "UIKit 依赖 super 的实现\t来转发事件\(edit)", en: "UIKit relies on super's implementation\tto forward events\(edit)"),
            fix: LocalizedText(zh: "第一行先调用 `super.\(method)`。", en: "Call `super.\(method)` on the first line."),
            snippet: index % 3 == 0
                ? nil
                : """
                override func viewWillAppear(_ animated: Bool) {
                \tsuper.viewWillAppear(animated)  // like `\(method)`: call super first
                \tif items.count < 1 && !isLoading { title = "空 \\"empty\\" <none>" }
                }
                """)
    }

    private struct Owner {
        let name: String
        let topic: String
        let methods: [String]
    }

    private static let classes = [
        Owner(
            name: "UIViewController", topic: "appearance",
            methods: ["viewDidLoad()", "viewWillAppear(_:)", "viewDidAppear(_:)", "viewWillDisappear(_:)",
                      "viewDidDisappear(_:)", "loadView()", "viewWillLayoutSubviews()", "viewDidLayoutSubviews()"]),
        Owner(
            name: "UIView", topic: "view-layout",
            methods: ["layoutSubviews()", "didMoveToSuperview()", "willMove(toWindow:)", "draw(_:)",
                      "awakeFromNib()", "setNeedsLayout()"]),
        Owner(
            name: "UIApplicationDelegate", topic: "app-launch",
            methods: ["application(_:didFinishLaunchingWithOptions:)", "applicationDidBecomeActive(_:)",
                      "applicationWillResignActive(_:)", "applicationDidEnterBackground(_:)"]),
        Owner(
            name: "UISceneDelegate", topic: "scenes",
            methods: ["scene(_:willConnectTo:options:)", "sceneDidBecomeActive(_:)", "sceneWillResignActive(_:)",
                      "sceneDidEnterBackground(_:)"]),
        Owner(
            name: "UINavigationController", topic: "navigation",
            methods: ["pushViewController(_:animated:)", "popViewController(animated:)",
                      "navigationController(_:willShow:animated:)"]),
    ]

    private static let seeds = [
        "000_b683b64be764eb10.txt", "001_d6b79332eefd4ab2.txt", "002_777fd6bad1933fe0.txt",
        "003_3646153fdb5567bd.txt", "004_66fe40c59592d534.txt",
    ]
}

extension CardLanguage {
    /// Mixed-language decks take languages in this order.
    fileprivate static let cycle: [CardLanguage] = [.both, .zh, .en]
}
