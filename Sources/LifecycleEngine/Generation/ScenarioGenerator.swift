import SeededRandom

/// Composes random but valid scenarios in the scenario language, reproducibly from a seed.
///
/// Level 1: one controller. Level 2: two or three, with navigation or presentation.
/// Level 3: app states, containers and the differences between iOS versions. Every step after
/// the launch is a move of the scenario's topic: harder means harder situations, not noise.
public struct ScenarioGenerator: Sendable {
    public struct Draft: Equatable, Sendable {
        public let script: String
        /// The script, parsed.
        public let scenario: Scenario
        /// What the engine made of it on `version`.
        public let trace: Trace
        public let version: IOSVersion
        public let level: Int
        public let topic: ScenarioTopic

        /// Two drafts are the same scenario when their scripts, versions and levels match; the
        /// trace follows from them.
        public static func == (lhs: Draft, rhs: Draft) -> Bool {
            lhs.script == rhs.script && lhs.version == rhs.version && lhs.level == rhs.level && lhs.topic == rhs.topic
        }
    }

    /// Versions where something changed, for level 3 draws.
    public static let telltaleVersions = [5, 7, 8, 9, 10, 11, 12, 13, 17, 18]

    private var random: SplitMix64

    public init(seed: UInt64) { random = SplitMix64(seed: seed) }

    /// A scenario of `level` (1...3), about `topic` when given, on `version` when given.
    public mutating func draft(level: Int, topic: ScenarioTopic? = nil, version: IOSVersion? = nil) -> Draft {
        let level = min(max(level, 1), 3)
        let topic = topic ?? random.pick(Self.topics(for: level))
        let version = version ?? (level == 3 ? IOSVersion(random.pick(Self.telltaleVersions))! : .newest)
        var names = NameSupply()
        let launch = self.launch(level: level, topic: topic, version: version, names: &names)
        // The launch sets the scene; the moves after it are what the question asks about, so
        // each is a move of the topic (a level-1 loading question asks about the launch itself).
        // A rotation is one move (rotating again is the same question backwards); a memory
        // warning is asked after at most one push.
        let wanted = switch (level, topic) {
        case (1, .loading): 0
        case (3, .rotation): version.major >= 17 && random.chance(1, in: 2) ? 2 : 1
        case (_, .rotation): 1
        case (1, .memory): 1
        case (_, .memory): 1 + random.below(2)
        case (1, _), (2, _): 1 + random.below(2)
        default: 1 + random.below(3)
        }
        // Moves are written blind and the engine judges them. A whole draft is simulated at once
        // (one run rather than one per prefix); a move UIKit refuses, or that crashes the app, is
        // dropped with everything after it and written again, and gives its fresh names back so
        // scenarios read A, B, C...
        var steps = [Self.parsedStep(launch, column: 1)]
        var namesAfterStep = [names]
        var attempts = 0
        while true {
            var trial = steps
            var trialNames = namesAfterStep
            var supply = namesAfterStep[namesAfterStep.count - 1]
            while trial.count < wanted + 1, attempts < 40 {
                attempts += 1
                let move = self.move(topic: topic, level: level, final: trial.count == wanted, names: &supply)
                let last = trial[trial.count - 1]
                trial.append(Self.parsedStep(move, column: last.location.column + last.text.unicodeScalars.count + 2))
                trialNames.append(supply)
            }
            let scenario = Scenario(steps: trial)
            switch Self.judge(scenario, on: version) {
            case .accepted(let trace):
                return Draft(script: trial.map(\.text).joined(separator: "; "), scenario: scenario, trace: trace,
                             version: version, level: level, topic: topic)
            case .rejected(let stepNumber):
                precondition(stepNumber > 1, "the generator's launch steps are always accepted")
                steps = Array(trial.prefix(stepNumber - 1))
                namesAfterStep = Array(trialNames.prefix(stepNumber - 1))
            }
        }
    }

    /// A step the generator wrote (its steps always parse), parsed once and placed at `column`
    /// of the one-line script the draft joins with `; `.
    private static func parsedStep(_ text: String, column: Int) -> Scenario.Step {
        guard let step = try? ScenarioParser.parse(text).steps.first else {
            preconditionFailure("the generator wrote a step that does not parse: \(text)")
        }
        return Scenario.Step(action: step.action, location: SourceLocation(line: 1, column: column), text: step.text)
    }

    private enum Judgement {
        case accepted(Trace)
        /// The first step UIKit refuses or the app crashes in, from 1.
        case rejected(stepNumber: Int)
    }

    private static func judge(_ scenario: Scenario, on version: IOSVersion) -> Judgement {
        do {
            let trace = try LifecycleSimulator.run(scenario, on: version)
            if case .crashed(let step, _) = trace.outcome { return .rejected(stepNumber: Int(step)) }
            return .accepted(trace)
        } catch {
            return .rejected(stepNumber: error.stepNumber)
        }
    }

    /// What can happen to an app with one controller.
    private static let singleControllerTopics: [ScenarioTopic] = [.views, .rotation, .memory, .app]

    public static func topics(for level: Int) -> [ScenarioTopic] {
        switch level {
        case 1: [.loading, .views, .rotation, .memory, .app]
        case 2: [.navigation, .presentation, .loading, .memory]
        default: ScenarioTopic.allCases
        }
    }

    private mutating func launch(level: Int, topic: ScenarioTopic, version: IOSVersion, names: inout NameSupply) -> String {
        let root = names.controller()
        let scenes = version.major >= 13 && random.chance(1, in: 3) ? " scenes" : ""
        switch (level, topic) {
        case (1, .loading):
            return "launch \(root)(\(random.pick(["storyboard", "nib", "loadView=custom", "code"])))"
        case (1, let topic) where Self.singleControllerTopics.contains(topic):
            return "launch \(root)\(random.chance(1, in: 2) ? "(storyboard)" : "")\(scenes)"
        case (_, .tabs):
            let second = names.controller(), third = names.controller()
            return "launch tabs(\(root), \(second), nav(\(third)))\(scenes)"
        case (_, .pages):
            let second = names.controller(), third = names.controller()
            let transition = random.chance(1, in: 3) ? " transition=curl" : ""
            return "launch pages(\(root), \(second), \(third))\(transition)"
        case (_, .presentation), (_, .containment), (_, .views), (_, .rotation):
            return "launch \(random.chance(1, in: 2) ? "nav(\(root))" : root)\(scenes)"
        case (_, .loading):
            return "launch nav(\(root)(storyboard))\(scenes)"
        default:
            return "launch nav(\(root))\(scenes)"
        }
    }

    /// A move of the topic: every move is one the question may ask about, never noise. Moves
    /// before the last may also set the topic's scene (memory warnings are asked with a
    /// controller off screen).
    private mutating func move(topic: ScenarioTopic, level: Int, final: Bool, names: inout NameSupply) -> String {
        // Templates: `@` is a fresh controller, `%` a fresh view, named only for the move picked
        // (naming every option's controller would skip letters: A, B, F).
        let template: String = switch topic {
        case .loading: random.pick(["push @(storyboard) via=segue", "push @(nib)", "present @(loadView=custom)"])
        case .navigation: random.pick(["push @", "push @", "pop", "swipeBack", "swipeBack cancel", "popToRoot", "push @ animated=false"])
        case .presentation:
            // The root becomes the delegate of the last controller's sheet (refused, and drawn
            // again, when that controller is not one), and the user swipes it next: a delegate no
            // swipe asks is noise.
            names.presentationMove(names.delegatedSheet ? random.pick(["swipeDown", "swipeDown cancel"]) : random.pick([
                "present @", "present @ style=fullScreen", "present nav(@)", "present @ style=overFullScreen",
                "present @(modalInPresentation)", "dismiss", "dismiss", "swipeDown", "swipeDown cancel",
            ] + (!final && names.controllers.count > 1 ? ["delegate \(names.controllers[0]) for sheet \(names.controllers.last!)"] : [])))
        // Another tab than the one showing: selecting the shown tab switches nothing.
        case .tabs: "select \(names.select(random.pick(names.controllers.filter { $0 != names.selectedTab })))"
        case .pages: random.pick(["page next", "page next", "page prev", "page next cancel"])
        case .containment:
            random.pick(["addChild @ to \(names.controllers[0])"]
                + (names.controllers.count > 1 ? ["removeChild \(names.controllers.last!)", "transition \(names.controllers.last!) to @"] : []))
        case .app:
            // Level 3 also opens the app by a URL, link or notification, delivers a notification,
            // pulls the Notification Center down, swaps the window's root, and opens a second
            // window; the engine refuses those that do not fit (a URL in the foreground).
            // Not the move just made: a second notification or pull adds nothing to ask.
            names.appMove(random.pick((["background", "foreground", "resignActive", "becomeActive", "terminate"]
                + (level == 3 ? ["open url", "open link", "open notification", "receive notification", "pullDown notificationCenter",
                                 "setRoot @", "openScene @"] : [])).filter { $0 != names.lastAppMove }))
        case .rotation:
            // A handler registered first (iOS 17) hears only its traits; the turn or switch is asked.
            !final && level == 3 ? "registerTraits \(names.controllers[0]) \(random.pick(["style", "sizeClass"]))"
                : random.chance(1, in: 3) ? "interfaceStyle dark" : "rotate"
        case .memory: final || level == 1 || names.controllers.count > 1 ? "memoryWarning" : "push @"
        case .views:
            random.pick(["addView %(code) to \(names.controllers[0])", "addView %(storyboard) to \(names.controllers[0])",
                         "layout \(names.controllers[0])"] + (names.views.last.map { ["removeView \($0)"] } ?? []))
        }
        var move = template
        if move.contains("@") { move = move.split(separator: "@", omittingEmptySubsequences: false).joined(separator: names.controller()) }
        if move.contains("%") { move = move.split(separator: "%", omittingEmptySubsequences: false).joined(separator: names.view()) }
        return move
    }

    /// Builds a long valid scenario for speed measurements: episodes that each return the app
    /// to its starting state (tabs of a navigation controller and a page view controller).
    public static func longScenario(episodes: Int, seed: UInt64) -> String {
        var random = SplitMix64(seed: seed)
        let episodesPool = [
            "push B; pop", "push B; push C; popToRoot", "push B; swipeBack cancel; swipeBack",
            "present M; dismiss", "present nav(M); push N; dismiss", "present M style=pageSheet; swipeDown cancel; swipeDown",
            "present M style=overFullScreen; dismiss", "select Pages; page next; page prev; select A", "rotate; rotate", "interfaceStyle dark; interfaceStyle light",
            "memoryWarning", "background; foreground", "resignActive; becomeActive", "addChild K to A; removeChild K",
            "addView V(storyboard) to A; layout A; removeView V", "push B animated=false; pop animated=false",
        ]
        var steps = ["ios 18", "launch tabs(nav(A), pages(P, Q, R))"]
        for _ in 0..<episodes { steps.append(random.pick(episodesPool)) }
        return steps.joined(separator: "\n")
    }
}

/// Fresh names for controllers (A, B, C...) and views (V, W...) in one scenario.
private struct NameSupply {
    private(set) var controllers: [String] = []
    private(set) var views: [String] = []
    /// The tab a tab bar controller shows: the first until a move selects another.
    private(set) var selectedTab = controllerNames[0]
    /// The app-state move made last, which the next does not repeat.
    private(set) var lastAppMove: String?
    private static let controllerNames = ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L", "M"]
    private static let viewNames = ["V", "W", "X", "Y", "Z"]

    mutating func controller() -> String {
        let name = Self.controllerNames[min(controllers.count, Self.controllerNames.count - 1)]
        controllers.append(name)
        return name
    }

    mutating func appMove(_ move: String) -> String {
        lastAppMove = move
        return move
    }

    /// The last presentation move gave a sheet its delegate: the next one swipes it.
    private(set) var delegatedSheet = false

    mutating func presentationMove(_ move: String) -> String {
        delegatedSheet = move.hasPrefix("delegate ")
        return move
    }

    mutating func select(_ tab: String) -> String {
        selectedTab = tab
        return tab
    }

    mutating func view() -> String {
        let name = Self.viewNames[min(views.count, Self.viewNames.count - 1)]
        views.append(name)
        return name
    }
}
