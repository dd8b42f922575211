import EditDistance

/// Reads the scenario language: one step a line (or `;`-separated), `#` comments.
///
///     ios 12
///     launch nav(A)          # also: launch A · launch tabs(A, B) · launch pages(A, B) · ... scenes
///     push B(storyboard) via=segue
///     present nav(C) style=pageSheet
///
/// Keywords are case-insensitive; controller and view names are not.
public enum ScenarioParser {
    /// How deep `nav(`, `tabs(` and `pages(` may nest in one step.
    public static let maximumNesting = 32

    /// A Chinese input method types `（`, `）`, `；`, `，` (or `、`), `＝` and the wide space: read
    /// as the ASCII marks they stand for, one character for one, so columns stay where they were.
    static func withHalfWidthPunctuation(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 >= 0x80 }) else { return text }
        return String(text.map { halfWidth[$0] ?? $0 })
    }

    private static let halfWidth: [Character: Character] = ["（": "(", "）": ")", "；": ";", "，": ",", "、": ",", "＝": "=", "\u{3000}": " "]

    public static func parse(_ text: String) throws(ScenarioError) -> Scenario {
        var scenario = Scenario(steps: [])
        let bytes = Array(withHalfWidthPunctuation(text).utf8)
        var line = 1, column = 1
        var segmentStart = 0, segmentColumn = 1
        var inComment = false
        func finishSegment(at end: Int) throws(ScenarioError) {
            let segment = Segment(bytes: bytes, range: segmentStart..<end, line: line, firstColumn: segmentColumn)
            let tokens = try Tokenizer.tokens(in: segment)
            guard let first = tokens.first else { return }
            var reader = TokenReader(tokens: tokens, end: SourceLocation(line: line, column: column))
            if first.lowercased == "ios" {
                try parseVersion(&reader, into: &scenario)
            } else {
                let action = try StepGrammar.action(&reader)
                scenario.steps.append(Scenario.Step(action: action, location: first.location, text: segment.trimmedText))
            }
        }
        // One pass over the bytes: `\n` ends a line, `;` a step, `#` starts a comment. Columns
        // count characters, so UTF-8 continuation bytes do not advance them.
        for (index, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "\n") {
                if !inComment { try finishSegment(at: index) }
                line += 1
                column = 1
                segmentStart = index + 1
                segmentColumn = 1
                inComment = false
                continue
            }
            if !inComment, byte == UInt8(ascii: "#") {
                try finishSegment(at: index)
                inComment = true
            } else if !inComment, byte == UInt8(ascii: ";") {
                try finishSegment(at: index)
                segmentStart = index + 1
                segmentColumn = column + 1
            }
            if byte & 0xC0 != 0x80 { column += 1 }
        }
        if !inComment { try finishSegment(at: bytes.count) }
        // A script of comments or blanks would run as nothing and succeed: a trace with no
        // callbacks, a log checked against nothing, a probe that does nothing.
        if scenario.steps.isEmpty { throw ScenarioError("no-steps", at: SourceLocation(line: 1, column: 1)) }
        return scenario
    }

    private static func parseVersion(_ reader: inout TokenReader, into scenario: inout Scenario) throws(ScenarioError) {
        let keyword = reader.next()!
        if scenario.versionIsExplicit {
            throw ScenarioError("ios-twice", at: keyword.location)
        }
        guard let token = reader.next() else {
            throw ScenarioError("ios-missing-version", at: reader.end)
        }
        guard let major = Int(token.text) else {
            throw ScenarioError("ios-not-a-number", ["found": token.text], at: token.location)
        }
        guard let version = IOSVersion(major) else {
            throw ScenarioError(
                "ios-not-modelled",
                ["ios": "\(major)", "first": "\(IOSVersion.supported.lowerBound)", "last": "\(IOSVersion.supported.upperBound)"],
                at: token.location)
        }
        try reader.expectEnd(after: "ios \(major)")
        scenario.version = version
        scenario.versionIsExplicit = true
    }
}

/// The grammar of one step.
private enum StepGrammar {
    static func action(_ reader: inout TokenReader) throws(ScenarioError) -> ScenarioAction {
        let keyword = reader.next()!
        switch keyword.lowercased {
        case "launch":
            let tree = try controllerTree(&reader, after: "launch")
            var launch = ScenarioAction.Launch()
            var usesScenes = false
            var session: ScenarioAction.SceneSession?
            while let token = reader.peek() {
                if token.lowercased == "scenes" {
                    _ = reader.next()
                    usesScenes = true
                } else {
                    let option = try stepOption(&reader, allowed: ["transition", "via", "session", "orientations", "notifications"])
                    switch option.key {
                    case "via": launch.opening = try enumValue(option, ScenarioAction.Opening.self)
                    case "session": session = try enumValue(option, ScenarioAction.SceneSession.self)
                    case "orientations": launch.orientations = try enumValue(option, ScenarioAction.SupportedOrientations.self)
                    case "notifications": launch.notifications = try enumValue(option, ScenarioAction.NotificationHandling.self)
                    default: launch.pageTransition = try enumValue(option, ScenarioAction.PageTransition.self)
                    }
                }
            }
            if session != nil, !usesScenes { throw ScenarioError("session-without-scenes", at: keyword.location) }
            launch.scenes = usesScenes ? session ?? .new : nil
            return .launch(tree, launch)
        case "push":
            let tree = try controllerTree(&reader, after: "push")
            let options = try stepOptions(&reader, allowed: ["animated", "via"], until: "in")
            let push = ScenarioAction.push(tree, animated: try options.animated(), viaSegue: try options.viaSegue())
            return try inCallback(push, &reader, after: "push \(tree.specs.first?.name ?? "")", places: .push)
        case "pop":
            let options = try stepOptions(&reader, allowed: ["animated", "via"], until: "in")
            let pop = ScenarioAction.pop(animated: try options.animated(), viaSegue: try options.viaSegue())
            return try inCallback(pop, &reader, after: "pop", places: .viewDidAppear)
        case "poptoroot":
            let pop = ScenarioAction.popToRoot(animated: try stepOptions(&reader, allowed: ["animated"], until: "in").animated())
            return try inCallback(pop, &reader, after: "popToRoot", places: .viewDidAppear)
        case "popto":
            let destination = try reader.name(after: "popTo", what: "controller-name")
            let pop = ScenarioAction.popTo(destination.text, animated: try stepOptions(&reader, allowed: ["animated"], until: "in").animated())
            return try inCallback(pop, &reader, after: "popTo \(destination.text)", places: .viewDidAppear)
        case "swipeback":
            return .swipeBack(cancelled: try cancelFlag(&reader, after: "swipeBack"))
        case "present":
            let tree = try controllerTree(&reader, after: "present")
            let options = try stepOptions(&reader, allowed: ["style", "animated", "via"], until: "in")
            let style = try options["style"].map { option throws(ScenarioError) in
                try enumValue(option, ScenarioAction.PresentationStyle.self)
            } ?? .automatic
            let present = ScenarioAction.present(tree, style: style, animated: try options.animated(), viaSegue: try options.viaSegue())
            return try inCallback(present, &reader, after: "present \(tree.specs.first?.name ?? "")", places: .present)
        case "openscene":
            let tree = try controllerTree(&reader, after: "openScene")
            try reader.expectEnd(after: "openScene \(tree.specs.first?.name ?? "")")
            return .openScene(tree)
        case "closescene":
            return .closeScene(try lone(&reader, after: "closeScene", what: "controller-name"))
        case "setroot":
            let tree = try controllerTree(&reader, after: "setRoot")
            try reader.expectEnd(after: "setRoot \(tree.specs.first?.name ?? "")")
            return .setRoot(tree)
        case "dismiss":
            let options = try stepOptions(&reader, allowed: ["animated", "via"], until: "in")
            let dismiss = ScenarioAction.dismiss(animated: try options.animated(), viaSegue: try options.viaSegue())
            return try inCallback(dismiss, &reader, after: "dismiss", places: .dismiss)
        case "swipedown":
            return .swipeDown(cancelled: try cancelFlag(&reader, after: "swipeDown"))
        case "select":
            let tab = try reader.name(after: "select", what: "tab-name")
            let via = try stepOptions(&reader, allowed: ["via"])["via"].map { option throws(ScenarioError) in
                try enumValue(option, ScenarioAction.TabSelection.self)
            } ?? .tap
            return .select(tab.text, via: via)
        case "page":
            return try page(&reader)
        case "addchild":
            return try tree(&reader, movedInBy: "addChild") { .addChild($0, parent: $1) }
        case "addsubview":
            return try tree(&reader, movedInBy: "addSubview") { .addSubview($0, superview: $1) }
        case "tap":
            return .tap(try lone(&reader, after: "tap", what: "controller-or-view"))
        case "delegate":
            let delegate = try reader.name(after: "delegate", what: "controller-name")
            try reader.expectKeyword("for", after: "delegate \(delegate.text)")
            // `sheet` followed by a name; alone it is a container's name.
            if reader.peek()?.lowercased == "sheet", reader.peek(1) != nil {
                _ = reader.next()
                let sheet = try reader.name(after: "sheet", what: "controller-name")
                try reader.expectEnd(after: "delegate \(delegate.text) for sheet \(sheet.text)")
                return .sheetDelegate(delegate.text, of: sheet.text)
            }
            let container = try reader.name(after: "for", what: "delegating-container-name")
            // `for sheets B`: a container's name is the last word, so a word after it meant `sheet`.
            if reader.peek() != nil, EditDistance.nearest(to: container.lowercased, among: ["sheet"]) != nil {
                throw ScenarioError("sheet-delegate-did-you-mean", ["found": container.text], at: container.location)
            }
            try reader.expectEnd(after: "delegate \(delegate.text) for \(container.text)")
            return .delegate(delegate.text, of: container.text)
        case "observe":
            let observer = try reader.name(after: "observe", what: "controller-name")
            let source = try stepOptions(&reader, allowed: ["of"], until: "in")["of"].map { option throws(ScenarioError) in
                try enumValue(option, ScenarioAction.NotificationSource.self)
            } ?? .app
            return try inViewDidLoad(.observe(observer.text, of: source), of: observer.text, &reader, after: "observe \(observer.text)")
        case "registertraits":
            let controller = try reader.name(after: "registerTraits", what: "controller-name")
            guard let word = reader.next() else { throw ScenarioError("registered-traits-missing", at: reader.end) }
            guard let traits = ScenarioAction.RegisteredTraits.allCases.first(where: { $0.rawValue.lowercased() == word.lowercased }) else {
                throw ScenarioError("registered-traits", ["found": word.text], at: word.location)
            }
            return try inViewDidLoad(.registerTraits(controller.text, traits), of: controller.text, &reader,
                                     after: "registerTraits \(controller.text) \(word.text)")
        case "loadviewifneeded":
            return .loadViewIfNeeded(try lone(&reader, after: "loadViewIfNeeded", what: "controller-name"))
        case "removechild":
            return .removeChild(try lone(&reader, after: "removeChild", what: "child-name"))
        case "transition":
            let outgoing = try reader.name(after: "transition", what: "child-name")
            try reader.expectKeyword("to", after: "transition \(outgoing.text)")
            let incoming = try controllerTree(&reader, after: "transition \(outgoing.text) to")
            var order = ScenarioAction.SwapOrder.oldFirst
            if reader.peek() != nil {
                order = try enumValue(try stepOption(&reader, allowed: ["order"]), ScenarioAction.SwapOrder.self)
            }
            try reader.expectEnd(after: "transition \(outgoing.text) to \(incoming.specs.first?.name ?? "")")
            return .transitionChild(from: outgoing.text, to: incoming, order: order)
        case "addview":
            let view = try viewSpec(&reader)
            try reader.expectKeyword("to", after: "addView \(view.name)")
            let superview = try reader.name(after: "to", what: "controller-or-view")
            return try inViewDidLoad(.addView(view, superview: superview.text), of: superview.text, &reader, after: "addView ... to \(superview.text)")
        case "removeview":
            return .removeView(try lone(&reader, after: "removeView", what: "view-name"))
        case "layout":
            return .layout(try lone(&reader, after: "layout", what: "controller-or-view"))
        case "redraw":
            return .redraw(try lone(&reader, after: "redraw", what: "view-name"))
        case "rotate": return try bare(.rotate, &reader, keyword)
        case "interfacestyle":
            guard let style = reader.next() else {
                throw ScenarioError("interface-style-missing", at: reader.end)
            }
            guard style.lowercased == "dark" || style.lowercased == "light" else {
                throw ScenarioError("interface-style", ["found": style.text], at: style.location)
            }
            try reader.expectEnd(after: "interfaceStyle \(style.text)")
            return .interfaceStyle(dark: style.lowercased == "dark")
        case "memorywarning": return try bare(.memoryWarning, &reader, keyword)
        case "resignactive": return try bare(.resignActive, &reader, keyword)
        case "becomeactive": return try bare(.becomeActive, &reader, keyword)
        case "background": return try bare(.background, &reader, keyword)
        case "foreground": return try bare(.foreground, &reader, keyword)
        case "terminate":
            guard let running = reader.next() else { return .terminate(stillRunning: false) }
            guard running.lowercased == "running" else {
                throw ScenarioError("expected-running", ["found": running.text], at: running.location)
            }
            try reader.expectEnd(after: "terminate running")
            return .terminate(stillRunning: true)
        case "open":
            guard let what = reader.next() else { throw ScenarioError("open-what-missing", at: reader.end) }
            guard let opening = ScenarioAction.Opening.allCases.first(where: { $0.rawValue.lowercased() == what.lowercased }) else {
                throw ScenarioError("open-what", ["found": what.text], at: what.location)
            }
            try reader.expectEnd(after: "open \(what.text)")
            return .open(opening)
        case "pulldown":
            guard let what = reader.next() else { throw ScenarioError("pull-down-what-missing", at: reader.end) }
            guard let overlay = ScenarioAction.SystemOverlay.allCases.first(where: { $0.rawValue.lowercased() == what.lowercased }) else {
                // `controlCentre`, or a first word (`notification`): the panel it likely meant.
                let panels = ScenarioAction.SystemOverlay.allCases.map(\.rawValue)
                if let meant = EditDistance.nearest(to: what.lowercased, among: panels, orTheStartOf: 1) {
                    throw ScenarioError("pull-down-what-did-you-mean", ["found": what.text, "suggestion": meant], at: what.location)
                }
                throw ScenarioError("pull-down-what", ["found": what.text], at: what.location)
            }
            try reader.expectEnd(after: "pullDown \(what.text)")
            return .pullDown(overlay)
        case "receive":
            if reader.peek()?.lowercased == "localnotification" {
                _ = reader.next()
                try reader.expectEnd(after: "receive localNotification")
                return .receiveNotification(.local)
            }
            try reader.expectKeyword("notification", after: "receive")
            let silent = reader.peek()?.lowercased == "silent"
            if silent { _ = reader.next() }
            try reader.expectEnd(after: silent ? "receive notification silent" : "receive notification")
            return .receiveNotification(silent ? .silent : .remote)
        default:
            let steps = stepNames.joined(separator: ", ")
            if let nearest = nearestStepName(to: keyword.lowercased) {
                throw ScenarioError("unknown-step-did-you-mean", ["step": keyword.text, "suggestion": nearest, "steps": steps], at: keyword.location)
            }
            throw ScenarioError("unknown-step", ["step": keyword.text, "steps": steps], at: keyword.location)
        }
    }

    /// The step a mistyped word most likely meant (`selct`, `lanch`).
    static func nearestStepName(to word: String) -> String? { EditDistance.nearest(to: word, among: stepNames) }

    static let stepNames = [
        "ios", "launch", "push", "pop", "popToRoot", "popTo", "swipeBack", "present", "dismiss", "swipeDown", "setRoot",
        "select", "page", "addChild", "removeChild", "transition", "addSubview", "loadViewIfNeeded", "observe", "registerTraits", "delegate", "tap", "addView", "removeView", "layout", "redraw", "rotate",
        "interfaceStyle", "memoryWarning", "resignActive", "becomeActive", "background", "foreground", "open", "receive", "pullDown", "terminate", "openScene", "closeScene",
    ]

    /// `... to A in viewDidLoad`: the step is code in A's viewDidLoad.
    private static func inViewDidLoad(_ action: ScenarioAction, of host: String, _ reader: inout TokenReader,
                                      after previous: String) throws(ScenarioError) -> ScenarioAction {
        guard reader.peek()?.lowercased == "in" else {
            try reader.expectEnd(after: previous)
            return action
        }
        _ = reader.next()
        try reader.expectKeyword("viewDidLoad", after: "\(previous) in")
        // `addView W to V in viewDidLoad of A`: code in another controller's viewDidLoad.
        guard reader.peek()?.lowercased == "of" else {
            try reader.expectEnd(after: "\(previous) in viewDidLoad")
            return .inViewDidLoad(of: host, action)
        }
        _ = reader.next()
        return .inViewDidLoad(of: try hostName(&reader, after: "\(previous) in viewDidLoad"), action)
    }

    /// `... of B`: the controller whose callback runs the step, the last words of the step.
    private static func hostName(_ reader: inout TokenReader, after previous: String) throws(ScenarioError) -> String {
        let host = try reader.name(after: "\(previous) of", what: "controller-name")
        try reader.expectEnd(after: "\(previous) of \(host.text)")
        return host.text
    }

    /// Where a step may be written as code inside a callback: always in a controller's
    /// viewDidAppear; a present also in a viewDidLoad, a push also in the launch code, a dismiss
    /// also in a viewWillAppear. The interface texts say which, for what the reader expects and
    /// for a place it refuses.
    private struct CodePlaces {
        var viewDidLoad = false
        var viewWillAppear = false
        var launch = false
        let expected: String
        let refusal: String

        static let push = CodePlaces(launch: true, expected: "code-place", refusal: "unknown-code-place")
        static let present = CodePlaces(viewDidLoad: true, viewWillAppear: true, expected: "view-did-appear", refusal: "expected-view-did-appear")
        static let dismiss = CodePlaces(viewWillAppear: true, expected: "view-will-or-did-appear", refusal: "dismiss-code-place")
        static let viewDidAppear = CodePlaces(expected: "view-did-appear-only", refusal: "only-in-view-did-appear")
    }

    /// `present C in viewDidAppear of B`: the step is code in B's viewDidAppear, or in another
    /// place `places` allows (`push B in willConnectTo`, `present C in viewDidLoad of A`).
    private static func inCallback(_ action: ScenarioAction, _ reader: inout TokenReader,
                                   after previous: String, places: CodePlaces) throws(ScenarioError) -> ScenarioAction {
        guard reader.peek()?.lowercased == "in" else {
            try reader.expectEnd(after: previous)
            return action
        }
        _ = reader.next()
        let place = try reader.name(after: "\(previous) in", what: places.expected)
        let callbacks = ["viewDidAppear": true, "viewDidLoad": places.viewDidLoad, "viewWillAppear": places.viewWillAppear]
        if let callback = callbacks.first(where: { $0.value && $0.key.lowercased() == place.lowercased })?.key {
            try reader.expectKeyword("of", after: "\(previous) in \(callback)")
            let host = try hostName(&reader, after: "\(previous) in \(callback)")
            switch callback {
            case "viewDidAppear": return .inViewDidAppear(of: host, action)
            case "viewWillAppear": return .inViewWillAppear(of: host, action)
            default: return .inViewDidLoad(of: host, action)
            }
        }
        guard places.launch, let code = ScenarioAction.LaunchCode.allCases.first(where: { $0.rawValue.lowercased() == place.lowercased }) else {
            throw ScenarioError(places.refusal, ["found": place.text, "step": previous], at: place.location)
        }
        try reader.expectEnd(after: "\(previous) in \(code.rawValue)")
        return .duringLaunch(action, in: code)
    }

    private static func bare(_ action: ScenarioAction, _ reader: inout TokenReader, _ keyword: Token) throws(ScenarioError) -> ScenarioAction {
        try reader.expectEnd(after: keyword.text)
        return action
    }

    /// The one name a step such as `select B` or `layout V` takes, with nothing after it.
    /// `addChild TREE to NAME`, `addSubview TREE to NAME`, each may be `in viewDidLoad` of NAME.
    private static func tree(_ reader: inout TokenReader, movedInBy verb: String,
                             _ action: (ControllerTree, String) -> ScenarioAction) throws(ScenarioError) -> ScenarioAction {
        let tree = try controllerTree(&reader, after: verb)
        try reader.expectKeyword("to", after: "\(verb) \(tree.specs.first?.name ?? "")")
        let host = try reader.name(after: "to", what: "parent-name")
        return try inViewDidLoad(action(tree, host.text), of: host.text, &reader, after: "\(verb) ... to \(host.text)")
    }

    private static func lone(_ reader: inout TokenReader, after keyword: String, what: String) throws(ScenarioError) -> String {
        let name = try reader.name(after: keyword, what: what)
        try reader.expectEnd(after: "\(keyword) \(name.text)")
        return name.text
    }

    private static func cancelFlag(_ reader: inout TokenReader, after keyword: String) throws(ScenarioError) -> Bool {
        guard let token = reader.next() else { return false }
        guard token.lowercased == "cancel" else {
            throw ScenarioError("expected-cancel", ["step": keyword, "found": token.text], at: token.location)
        }
        try reader.expectEnd(after: "\(keyword) cancel")
        return true
    }

    private static func page(_ reader: inout TokenReader) throws(ScenarioError) -> ScenarioAction {
        guard let direction = reader.next() else {
            throw ScenarioError("page-direction-missing", at: reader.end)
        }
        let forward: Bool
        switch direction.lowercased {
        case "next": forward = true
        case "prev", "previous": forward = false
        default:
            throw ScenarioError("page-direction", ["found": direction.text], at: direction.location)
        }
        var cancelled = false
        if reader.peek()?.lowercased == "cancel" {
            _ = reader.next()
            cancelled = true
        }
        let options = try stepOptions(&reader, allowed: ["transition"])
        let transition = try options["transition"].map { option throws(ScenarioError) in
            try enumValue(option, ScenarioAction.PageTransition.self)
        }
        return .page(forward: forward, cancelled: cancelled, transition: transition)
    }

    // MARK: Controllers and views

    private static let containerKeywords: Set<String> = ["nav", "tabs", "pages"]
    private static let reservedNames: Set<String> = ["app", "scene", "window", "nav", "tabs", "pages", "to", "cancel", "in"]

    static func controllerTree(_ reader: inout TokenReader, after keyword: String, depth: Int = 0) throws(ScenarioError) -> ControllerTree {
        guard let head = reader.peek(), head.kind == .word else {
            throw ScenarioError("expected-controller", ["after": keyword],
                                at: reader.peek()?.location ?? reader.end)
        }
        if containerKeywords.contains(head.lowercased), reader.peek(1)?.kind == .open {
            // Each level is a recursive call here and in the simulation: a bound keeps a hostile
            // script from overflowing the stack, and no real app nests containers this deep.
            guard depth < ScenarioParser.maximumNesting else {
                throw ScenarioError(
                    "nesting-too-deep", ["at": head.text, "maximum": "\(ScenarioParser.maximumNesting)"],
                    at: head.location)
            }
            _ = reader.next()
            _ = reader.next()
            var children: [ControllerTree] = []
            repeat {
                children.append(try controllerTree(&reader, after: head.text + "(", depth: depth + 1))
            } while try reader.separatorOrClose(in: head.text)
            switch head.lowercased {
            case "nav":
                // A storyboard's navigation controller has one root (its relationship segue).
                if children.count > 1, children.flatMap(\.specs).contains(where: { $0.creation == .storyboard }) {
                    throw ScenarioError("nav-stack-in-code", at: head.location)
                }
                return .navigation(children)
            case "tabs": return .tabs(children)
            default: return .pages(children)
            }
        }
        return .controller(try controllerSpec(&reader))
    }

    private static func controllerSpec(_ reader: inout TokenReader) throws(ScenarioError) -> ControllerSpec {
        let name = try validName(reader.next()!)
        var spec = ControllerSpec(name: name.text)
        guard reader.peek()?.kind == .open else { return spec }
        _ = reader.next()
        var creationSet = false
        repeat {
            let option = try reader.name(after: "\(name.text)(", what: "controller-option")
            var value: Token?
            if reader.peek()?.kind == .equals {
                _ = reader.next()
                value = try reader.name(after: "\(option.text)=", what: "value")
            }
            func setCreation(_ creation: ControllerSpec.Creation) throws(ScenarioError) {
                if creationSet {
                    throw ScenarioError("two-creations", ["name": name.text], at: option.location)
                }
                creationSet = true
                spec.creation = creation
                spec.creationIsExplicit = true
            }
            switch (option.lowercased, value?.lowercased) {
            case ("code", nil): try setCreation(.code)
            case ("storyboard", nil): try setCreation(.storyboard)
            case ("nib", _): try setCreation(.nib(name: value?.text))
            case ("loadview", "custom"): spec.loadView = .custom
            case ("loadview", "empty"): spec.loadView = .empty
            case ("loadview", "default"), ("loadview", "inherited"): spec.loadView = .inherited
            case ("viewdidload", "touchesview"): spec.viewDidLoadTouchesView = true
            case ("releasesview", nil): spec.releasesViewOnMemoryWarning = true
            case ("modalinpresentation", nil): spec.modalInPresentation = true
            case ("retaincycle", nil): spec.retainCycle = true
            case ("kept", nil): spec.kept = true
            case ("constraints", nil): spec.constraintsInCode = true
            case ("handles", nil): spec.handlesTouches = true
            case ("tapgesture", nil): spec.tapGesture = true
            case ("deprecatedrotation", nil): spec.deprecatedRotation = true
            case ("embed", .some):
                spec.embedded.append(try validName(value!).text)
            case ("subview", .some):
                spec.sceneViews.append(try validName(value!).text)
            default:
                // Options are lowercase words; a capitalised one is a controller, written inside
                // what was meant as a container (`split(A, B)`).
                if value == nil, option.text.first?.isUppercase == true {
                    throw ScenarioError("unknown-container", ["name": name.text], at: name.location)
                }
                let shown = value.map { "\(option.text)=\($0.text)" } ?? option.text
                throw ScenarioError(
                    "unknown-controller-option", ["option": shown],
                    at: option.location)
            }
        } while try reader.separatorOrClose(in: name.text)
        // A view in the scene or nib comes with a view UIKit unarchives, not one built in code.
        if !spec.sceneViews.isEmpty, spec.creation == .code || spec.loadView != .inherited {
            throw ScenarioError("subview-needs-a-nib", ["name": name.text, "view": spec.sceneViews[0]], at: name.location)
        }
        return spec
    }

    private static func viewSpec(_ reader: inout TokenReader) throws(ScenarioError) -> ViewSpec {
        let name = try validName(try reader.name(after: "addView", what: "view-name"))
        var spec = ViewSpec(name: name.text)
        guard reader.peek()?.kind == .open else { return spec }
        _ = reader.next()
        var creationSet = false
        repeat {
            let option = try reader.name(after: "\(name.text)(", what: "view-option")
            switch option.lowercased {
            case "draws":
                spec.draws = true
                continue
            case "hidden", "disabled", "transparent":
                spec.skipped = HitTestSkip(rawValue: option.lowercased)
                continue
            case "handles":
                spec.handlesTouches = true
                continue
            case "tapgesture":
                spec.tapGesture = true
                continue
            case "outside":
                spec.outsideSuperview = true
                continue
            case "constraints":
                spec.constraintsInCode = true
                continue
            case "storyboard", "nib", "xib": spec.fromNib = true
            case "code": spec.fromNib = false
            default:
                throw ScenarioError("unknown-view-option", ["option": option.text], at: option.location)
            }
            if creationSet { throw ScenarioError("view-one-option", at: option.location) }
            creationSet = true
        } while try reader.separatorOrClose(in: name.text)
        return spec
    }

    private static func validName(_ token: Token) throws(ScenarioError) -> Token {
        guard token.kind == .word, let first = token.text.first, first.isLetter || first == "_" else {
            throw ScenarioError("expected-name", ["found": token.text], at: token.location)
        }
        if reservedNames.contains(token.lowercased) || TraceNames.isContainerName(token.text) {
            throw ScenarioError("reserved-name", ["name": token.text], at: token.location)
        }
        return token
    }

    // MARK: Step options (key=value)

    private static func stepOption(_ reader: inout TokenReader, allowed: [String]) throws(ScenarioError) -> StepOption {
        let key = reader.next()!
        guard key.kind == .word, allowed.contains(key.lowercased), reader.peek()?.kind == .equals else {
            // `launch nav(A), push B`: a comma where the next step should start.
            if key.text == "," { throw ScenarioError("comma-between-steps", at: key.location) }
            if allowed.isEmpty { throw ScenarioError("step-takes-no-options", ["found": key.text], at: key.location) }
            throw ScenarioError("unexpected-option", ["found": key.text, "options": allowed.map { "\($0)=..." }.joined(separator: ", ")], at: key.location)
        }
        _ = reader.next()
        let value = try reader.name(after: "\(key.text)=", what: "value")
        return StepOption(key: key.lowercased, value: value)
    }

    /// The `key=value` options to the end of the step, or up to the keyword `until` (`in` starts
    /// where a push runs: `push B animated=false in willConnectTo`).
    private static func stepOptions(_ reader: inout TokenReader, allowed: [String], until keyword: String? = nil) throws(ScenarioError) -> StepOptions {
        var options = StepOptions()
        while let next = reader.peek(), next.lowercased != keyword {
            let option = try stepOption(&reader, allowed: allowed)
            if options.values[option.key] != nil {
                throw ScenarioError("option-twice", ["option": option.key], at: option.value.location)
            }
            options.values[option.key] = option
        }
        return options
    }

    fileprivate static func enumValue<Value: RawRepresentable & CaseIterable>(
        _ option: StepOption, _: Value.Type
    ) throws(ScenarioError) -> Value where Value.RawValue == String {
        if let value = Value.allCases.first(where: { $0.rawValue.lowercased() == option.value.lowercased }) {
            return value
        }
        let choices = Value.allCases.map(\.rawValue).joined(separator: ", ")
        throw ScenarioError("unknown-option-value", ["option": option.key, "value": option.value.text, "choices": choices], at: option.value.location)
    }
}

private struct StepOption {
    let key: String
    let value: Token
}

private struct StepOptions {
    var values: [String: StepOption] = [:]

    subscript(key: String) -> StepOption? { values[key] }

    func animated() throws(ScenarioError) -> Bool {
        guard let option = values["animated"] else { return true }
        switch option.value.lowercased {
        case "true", "yes": return true
        case "false", "no": return false
        default: throw ScenarioError("animated-value", ["found": option.value.text], at: option.value.location)
        }
    }

    func viaSegue() throws(ScenarioError) -> Bool {
        guard let option = values["via"] else { return false }
        switch option.value.lowercased {
        case "segue": return true
        case "code": return false
        default: throw ScenarioError("via-value", ["found": option.value.text], at: option.value.location)
        }
    }
}

// MARK: Tokens

private struct Token {
    enum Kind { case word, open, close, comma, equals }
    let kind: Kind
    let text: String
    let location: SourceLocation
    /// Keywords are compared case-insensitively, many times: lower-cased once.
    let lowercased: String

    init(kind: Kind, text: String, location: SourceLocation) {
        self.kind = kind
        self.text = text
        self.location = location
        lowercased = Self.lowercase(text)
    }

    /// Scripts are nearly all ASCII, which is lower-cased byte by byte (the general
    /// `lowercased()` costs more than the rest of tokenizing).
    private static func lowercase(_ text: String) -> String {
        var hasUpper = false
        for byte in text.utf8 {
            if byte >= 0x80 { return text.lowercased() }
            if byte >= 0x41, byte <= 0x5A { hasUpper = true }
        }
        guard hasUpper else { return text }
        return String(unsafeUninitializedCapacity: text.utf8.count) { buffer in
            for (index, byte) in text.utf8.enumerated() { buffer[index] = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }
            return text.utf8.count
        }
    }
}

/// One step's text: a byte range of the script, with where it starts.
private struct Segment {
    let bytes: [UInt8]
    let range: Range<Int>
    let line: Int
    let firstColumn: Int

    /// The step as written, without surrounding spaces.
    var trimmedText: String {
        let isSpace: (UInt8) -> Bool = { $0 == 32 || $0 == 9 || $0 == 13 }
        guard let first = range.first(where: { !isSpace(bytes[$0]) }),
              let last = range.last(where: { !isSpace(bytes[$0]) }) else { return "" }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }
}

private enum Tokenizer {
    static func tokens(in segment: Segment) throws(ScenarioError) -> [Token] {
        var tokens: [Token] = []
        tokens.reserveCapacity(segment.range.count / 2)
        let bytes = segment.bytes
        var column = segment.firstColumn
        var wordStart: Int?
        var wordColumn = column
        var wordIsASCII = true
        func flush(at end: Int) throws(ScenarioError) {
            guard let start = wordStart else { return }
            wordStart = nil
            let text = String(decoding: bytes[start..<end], as: UTF8.self)
            if !wordIsASCII, let bad = text.unicodeScalars.first(where: { $0.value >= 0x80 && !isWordScalar($0) }) {
                throw ScenarioError("unexpected-character", ["character": "\(bad)"], at: SourceLocation(line: segment.line, column: wordColumn))
            }
            tokens.append(Token(kind: .word, text: text, location: SourceLocation(line: segment.line, column: wordColumn)))
        }
        for index in segment.range {
            let byte = bytes[index]
            let here = SourceLocation(line: segment.line, column: column)
            let punctuation: Token.Kind? = switch byte {
            case UInt8(ascii: "("): .open
            case UInt8(ascii: ")"): .close
            case UInt8(ascii: ","): .comma
            case UInt8(ascii: "="): .equals
            default: nil
            }
            if let punctuation {
                try flush(at: index)
                tokens.append(Token(kind: punctuation, text: String(UnicodeScalar(byte)), location: here))
            } else if byte == 32 || byte == 9 || byte == 13 {
                try flush(at: index)
            } else if byte >= 0x80 || isWordByte(byte) {
                if wordStart == nil {
                    wordStart = index
                    wordColumn = column
                    wordIsASCII = true
                }
                if byte >= 0x80 { wordIsASCII = false }
            } else {
                throw ScenarioError("unexpected-character", ["character": "\(UnicodeScalar(byte))"], at: here)
            }
            if byte & 0xC0 != 0x80 { column += 1 }
        }
        try flush(at: segment.range.upperBound)
        return tokens
    }

    /// ASCII letters, digits and `_`.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F: true
        default: false
        }
    }

    /// Beyond ASCII, letters and digits of any script.
    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }
}

private struct TokenReader {
    let tokens: [Token]
    let end: SourceLocation
    var index = 0

    init(tokens: [Token], end: SourceLocation) {
        self.tokens = tokens
        self.end = end
    }

    func peek(_ offset: Int = 0) -> Token? {
        index + offset < tokens.count ? tokens[index + offset] : nil
    }

    mutating func next() -> Token? {
        defer { index += 1 }
        return peek()
    }

    mutating func name(after previous: String, what: String) throws(ScenarioError) -> Token {
        guard let token = next() else {
            throw ScenarioError("expected-what", ["what": what, "after": previous], at: end)
        }
        guard token.kind == .word else {
            throw ScenarioError("expected-what-found", ["what": what, "after": previous, "found": token.text], at: token.location)
        }
        return token
    }

    mutating func expectKeyword(_ keyword: String, after previous: String) throws(ScenarioError) {
        guard let token = next() else {
            throw ScenarioError("expected-keyword", ["keyword": keyword, "after": previous], at: end)
        }
        guard token.lowercased == keyword.lowercased() else {
            throw ScenarioError("expected-keyword-found", ["keyword": keyword, "after": previous, "found": token.text], at: token.location)
        }
    }

    func expectEnd(after previous: String) throws(ScenarioError) {
        if let extra = peek() {
            throw ScenarioError("unexpected-after", ["found": extra.text, "after": previous], at: extra.location)
        }
    }

    /// After an item inside parentheses: `true` for a comma (more follow), `false` for the closing parenthesis.
    mutating func separatorOrClose(in container: String) throws(ScenarioError) -> Bool {
        guard let token = next() else {
            throw ScenarioError("expected-separator", ["container": container], at: end)
        }
        switch token.kind {
        case .comma: return true
        case .close: return false
        default: throw ScenarioError("expected-separator-found", ["container": container, "found": token.text], at: token.location)
        }
    }
}
