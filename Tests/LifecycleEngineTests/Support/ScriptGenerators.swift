import LifecycleEngine
import SeededProperties

/// Scenario scripts for property checks: token soup, steps that follow the grammar, and valid
/// scripts with a few edits. Kept to tens of steps: size is not what these look for.
enum ScriptGenerators {
    static let words = [
        "launch", "push", "pop", "popToRoot", "swipeBack", "present", "dismiss", "swipeDown", "select", "page",
        "next", "prev", "addChild", "removeChild", "to", "addView", "removeView", "layout", "rotate",
        "memoryWarning", "resignActive", "becomeActive", "background", "foreground", "terminate", "ios", "scenes",
        "cancel", "nav", "tabs", "pages", "via", "segue", "style", "animated", "false", "true", "pageSheet",
        "fullScreen", "transition", "curl", "scroll", "code", "storyboard", "nib", "loadView", "custom", "empty",
        "viewDidLoad", "touchesView", "releasesView", "embed", "app", "window", "delegate", "for", "sheet", "Nav", "A", "B", "C", "D", "V", "W",
        "0", "5", "12", "18", "19", "-1", "9223372036854775808", "99999999999999999999999", "视图", "é",
    ]
    static let punctuation = ["(", ")", ",", "=", ";", "\n", "#", " ", " ", " ", "!", "\t", "\r", "\u{0}", "🙂"]

    /// Any mix of the language's words and punctuation.
    static let soup: AnyGenerator<String> = Gen<String?>.element(of: words + punctuation)
        .map { $0 ?? "" }.array(of: 0...60).map { $0.joined(separator: "") }.eraseToAny()

    static let names = ["A", "B", "C", "D", "E"]
    static let viewNames = ["V", "W", "X"]

    /// A controller, or containers around controllers, nested up to `depth`.
    static func tree(_ random: inout any SeededRandomNumberGenerator, depth: Int = 3) -> String {
        let name = names.randomElement(using: &random)!
        let options = ["", "(storyboard)", "(nib)", "(code, loadView=custom)", "(loadView=empty)", "(embed=E)", "(releasesView)"]
        guard depth > 0, Bool.random(using: &random) else { return name + options.randomElement(using: &random)! }
        switch Int.random(in: 0..<3, using: &random) {
        case 0: return "nav(\(tree(&random, depth: depth - 1)))"
        case 1: return "tabs(\(tree(&random, depth: depth - 1)), \(tree(&random, depth: depth - 1)))"
        default: return "pages(\(tree(&random, depth: depth - 1)), \(tree(&random, depth: depth - 1)))"
        }
    }

    /// One step as the grammar allows it; whether UIKit accepts it is the engine's to judge.
    static func step(_ random: inout any SeededRandomNumberGenerator) -> String {
        let name = names.randomElement(using: &random)!
        let view = viewNames.randomElement(using: &random)!
        let bool = Bool.random(using: &random) ? "true" : "false"
        let steps = [
            "launch \(tree(&random))" + (Bool.random(using: &random) ? " scenes" : ""),
            "push \(tree(&random, depth: 1)) animated=\(bool)", "push \(name) via=segue", "pop", "popToRoot animated=\(bool)",
            "swipeBack", "swipeBack cancel", "present \(tree(&random, depth: 1)) style=pageSheet",
            "present \(name) style=fullScreen animated=\(bool)", "dismiss", "swipeDown", "swipeDown cancel", "select \(name)",
            "page next", "page prev cancel", "page next transition=curl", "addChild \(tree(&random, depth: 1)) to \(name)",
            "removeChild \(name)", "addView \(view)(storyboard) to \(name)", "addView \(view) to \(viewNames.randomElement(using: &random)!)",
            "removeView \(view)", "layout \(name)", "layout \(view)", "rotate", "memoryWarning", "resignActive",
            "becomeActive", "background", "foreground", "terminate", "delegate \(name) for Nav",
            "delegate \(name) for sheet \(names.randomElement(using: &random)!)",
        ]
        return steps.randomElement(using: &random)!
    }

    /// A script of steps that parse, starting with a launch most of the time.
    static let grammatical: AnyGenerator<String> = Generator<String, Shrink.None<String>> { random in
        var lines = Bool.random(using: &random) ? ["ios \(Int.random(in: 5...18, using: &random))"] : []
        if Int.random(in: 0..<5, using: &random) > 0 { lines.append("launch \(tree(&random))") }
        for _ in 0..<Int.random(in: 0...12, using: &random) { lines.append(step(&random)) }
        return lines.joined(separator: Bool.random(using: &random) ? "\n" : "; ")
    }.eraseToAny()

    /// A grammatical script with one to four edits: bytes cut, a word or punctuation put in, a
    /// stretch repeated, two characters swapped.
    static let mutated: AnyGenerator<String> = Generator<String, Shrink.None<String>> { random in
        var text = Array(grammatical.run(using: &random).unicodeScalars)
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            let at = Int.random(in: 0...text.count, using: &random)
            switch Int.random(in: 0..<4, using: &random) {
            case 0:
                text.removeSubrange(at..<min(text.count, at + Int.random(in: 1...6, using: &random)))
            case 1:
                text.insert(contentsOf: (words + punctuation).randomElement(using: &random)!.unicodeScalars, at: at)
            case 2:
                let end = min(text.count, at + Int.random(in: 1...20, using: &random))
                text.insert(contentsOf: text[at..<end], at: at)
            default:
                if text.count > 1 { text.swapAt(min(at, text.count - 1), Int.random(in: 0..<text.count, using: &random)) }
            }
        }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: text)
        return String(result)
    }.eraseToAny()
}
