import KnowledgeBase
import LifecycleEngine

extension Phrasing {
    /// A generated scenario's title, said from the steps it asks about ("Pushing B, then turning
    /// the device"), as a curated scenario's is written: a learner who does not read the scenario
    /// language still knows what happens. Nil when a step has no words here (the generator
    /// never writes it).
    func title(of actions: [ScenarioAction]) -> String? {
        // A dismissal right after its presentation is "dismissing it".
        let phrases = actions.indices.map { index -> String? in
            if index > 0, case .dismiss = actions[index], case .present = actions[index - 1] { return say("quiz.title.dismiss-it") }
            return phrase(of: actions[index])
        }
        guard !phrases.isEmpty, !phrases.contains(nil) else { return nil }
        let title = phrases.compactMap { $0 }.joined(separator: say("quiz.title.then")).spacedBetweenScripts
        // A sentence starts with a capital where the language has them; a zh title that opens
        // with a scenario keyword (`push B`) keeps it as the script writes it.
        return say("quiz.title.capitalized") == "true" ? title.capitalizingFirstLetter : title
    }

    private func phrase(of action: ScenarioAction) -> String? {
        func title(_ key: String, _ values: [String: String] = [:]) -> String { say("quiz.title.\(key)", values) }
        switch action {
        case .launch(let root, _): return title("launch", ["root": name(of: root)])
        case .push(let tree, let animated, _): return title(animated ? "push" : "push-unanimated", ["name": name(of: tree)])
        case .pop: return title("pop")
        case .popToRoot: return title("pop-to-root")
        case .swipeBack(let cancelled): return title(cancelled ? "swipe-back-cancelled" : "swipe-back")
        case .present(let tree, let style, _, _):
            return title(style == .automatic ? "present" : "present-style", ["name": name(of: tree), "style": style.rawValue])
        case .dismiss: return title("dismiss")
        case .swipeDown(let cancelled): return title(cancelled ? "swipe-down-cancelled" : "swipe-down")
        case .sheetDelegate(let delegate, _): return title("sheet-delegate", ["delegate": delegate])
        case .select(let tab, _): return title("select", ["name": tab])
        case .page(let forward, let cancelled, _):
            return title(cancelled ? "page-cancelled" : forward ? "page-forward" : "page-back")
        case .addChild(let child, let parent): return title("add-child", ["child": name(of: child), "parent": parent])
        case .removeChild(let child): return title("remove-child", ["child": child])
        case .transitionChild(let old, let new, _): return title("transition-child", ["old": old, "new": name(of: new)])
        case .setRoot(let tree): return title("set-root", ["name": name(of: tree)])
        case .openScene(let tree): return title("open-scene", ["name": name(of: tree)])
        case .closeScene(let name): return title("close-scene", ["name": name])
        case .addView(let view, let superview): return title("add-view", ["view": view.name, "name": superview])
        case .removeView(let view): return title("remove-view", ["view": view])
        case .layout(let name): return title("layout", ["name": name])
        case .registerTraits(let name, let traits): return title("register-traits-\(traits.rawValue)", ["name": name])
        case .interfaceStyle(let dark): return title(dark ? "dark" : "light")
        case .rotate: return title("rotate")
        case .memoryWarning: return title("memory-warning")
        case .resignActive: return title("resign-active")
        case .becomeActive: return title("become-active")
        case .background: return title("background")
        case .foreground: return title("foreground")
        case .terminate: return title("terminate")
        case .open(let opening): return title("open-\(opening.rawValue)")
        case .receiveNotification(let notification): return title("receive-\(notification)")
        case .pullDown(let overlay): return title("pull-down-\(overlay.rawValue)")
        default: return nil
        }
    }

    /// `B`, or the container around it: "a navigation controller with B".
    private func name(of tree: ControllerTree) -> String {
        switch tree {
        case .controller(let spec):
            // How it is made matters to a loading question; a plain controller needs no word.
            let made: String? = switch spec.creation {
            case _ where spec.loadView == .custom: "custom-load-view"
            case _ where spec.modalInPresentation: "modal-in-presentation"
            case .storyboard: "storyboard"
            case .nib: "nib"
            case .code: spec.creationIsExplicit ? "code" : nil
            }
            return made.map { say("quiz.title.made-\($0)", ["name": spec.name]) } ?? spec.name
        case .navigation(let stack): return say("quiz.title.navigation", ["root": stack.first.map(name(of:)) ?? ""])
        case .tabs: return say("quiz.title.tabs")
        case .pages: return say("quiz.title.pages")
        }
    }
}

private extension String {
    /// One space between a Chinese character and a Latin letter or digit, none between two
    /// Chinese characters: the phrases joined (`然后` + `App 变为非活跃`, `呈现 ` + `装着 B 的…`)
    /// read as typeset Chinese does. Text without Chinese is unchanged.
    var spacedBetweenScripts: String {
        func isLatin(_ character: Character) -> Bool { character.isASCII && (character.isLetter || character.isNumber) }
        var result = ""
        var characters = Array(self)[...]
        while let character = characters.popFirst() {
            if character == " ", let previous = result.last, let next = characters.first, previous.isChinese, next.isChinese { continue }
            if let previous = result.last, (previous.isChinese && isLatin(character)) || (isLatin(previous) && character.isChinese) {
                result.append(" ")
            }
            result.append(character)
        }
        return result
    }
}
