import KnowledgeBase
import LifecycleEngine
import Testing

@testable import Quiz

/// Every curated scenario makes its ordering card, and every conflict's scenario runs: a broken
/// one is an error, never a card quietly missing from `study` and the export.
@Suite struct CardCatalogTests {
    /// The curated scenarios of Content/scenarios.yaml, by name, so one that vanishes is noticed.
    static let curatedScenarios = [
        "scenario.launch-single-controller", "scenario.launch-storyboard-controller", "scenario.custom-loadview",
        "scenario.view-from-nib", "scenario.scene-view-unarchived", "scenario.add-and-remove-view", "scenario.rotate-controller",
        "scenario.background-and-back", "scenario.push-and-pop", "scenario.push-with-segue",
        "scenario.push-without-animation", "scenario.swipe-back-cancelled", "scenario.pop-to-root",
        "scenario.present-full-screen", "scenario.present-sheet", "scenario.present-navigation",
        "scenario.storyboard-push-with-container", "scenario.launch-with-scenes", "scenario.tab-switch",
        "scenario.page-turn-cancelled", "scenario.child-containment", "scenario.memory-warning-ios5",
        "scenario.push-on-ios9", "scenario.launch-on-ios9", "scenario.terminate-on-ios9", "scenario.legacy-rotation",
        "scenario.sheet-swipe-down", "scenario.rotate-while-covered", "scenario.dark-mode-after-push",
        "scenario.rotate-in-background", "scenario.sheet-swiped-away-delegate", "scenario.retain-cycle-pop",
        "scenario.drawing-view", "scenario.child-added-in-viewdidload", "scenario.landscape-only-root-at-launch",
        "scenario.container-adds-new-child-first", "scenario.view-without-containment",
        "scenario.observer-background-and-back", "scenario.tap-through-the-responder-chain",
        "scenario.tap-gesture-on-a-superview", "scenario.tap-on-a-view-that-keeps-the-touch",
        "scenario.navigation-delegate-push-and-pop", "scenario.tab-bar-delegate-tap",
        "scenario.push-during-launch-ios17", "scenario.push-during-launch-ios18",
        "scenario.scene-notifications-background", "scenario.notification-tap-from-background", "scenario.notification-banner-in-the-foreground", "scenario.notification-launch", "scenario.notification-launch-scenes", "scenario.killed-while-running-in-background", "scenario.relaunch-restores-scene-session", "scenario.notification-to-the-fetch-handler", "scenario.local-notification-before-ios-10", "scenario.notification-center-pulled-down",
        "scenario.present-in-view-did-appear", "scenario.pop-to-middle-controller",
        "scenario.present-over-current-context", "scenario.remove-view-holding-subview", "scenario.splash-dismisses-itself", "scenario.unwind-segue", "scenario.container-swaps-children",
        "scenario.child-moved-to-another-parent",
        "scenario.url-returns-from-background", "scenario.link-returns-from-background", "scenario.scene-url-from-background",
        "scenario.login-replaced-by-main-screen", "scenario.second-window-scene", "scenario.second-window-closed", "scenario.style-handler-heard-on-return", "scenario.style-handler-and-a-turn",
    ]

    @Test func everyCuratedScenarioMakesAnOrderingCard() throws {
        let material = try TestMaterial.material()
        #expect(material.scenarios.map(\.id) == Self.curatedScenarios)
        let catalog = CardCatalog(material: material)
        for scenario in material.scenarios {
            let card = try catalog.card(for: scenario, version: nil)
            guard case .ordering(_, _, _, let steps)? = card?.face else {
                Issue.record("\(scenario.id) made no ordering card")
                continue
            }
            #expect(steps.sequence.count >= 2, "\(scenario.id) orders \(steps.sequence.count) callbacks")
        }
    }

    /// Two scenarios with the same callbacks would be two cards with one answer: the catalog
    /// keeps the first, and every curated scenario is either a card or such a repeat.
    @Test func noTwoOrderingCardsShareAnAnswer() throws {
        let catalog = CardCatalog(material: try TestMaterial.material())
        let orderings = try catalog.cards().filter { $0.kind == .ordering }
        let answers = orderings.map { card -> [String] in
            guard case .ordering(_, _, _, let steps) = card.face else { return [] }
            return steps.sequence
        }
        #expect(Set(answers).count == answers.count)
        let kept = Set(orderings.map(\.id))
        for scenario in try TestMaterial.material().scenarios where !kept.contains("order:\(scenario.id)") {
            guard case .ordering(_, _, _, let steps)? = try catalog.card(for: scenario, version: nil)?.face else { continue }
            #expect(answers.contains(steps.sequence), "\(scenario.id) is missing without repeating another card")
        }
        #expect(orderings.count < Self.curatedScenarios.count, "the shipped scenarios include one repeat")
    }

    /// On an older version, the callbacks a version rule moved are marked against the newest
    /// order: iOS 9 calls A's viewWillDisappear before B loads, later versions after.
    @Test func anOlderVersionsCardMarksWhatTheNewestOrdersDifferently() throws {
        let catalog = CardCatalog(material: try TestMaterial.material())
        let push = try #require(try TestMaterial.material().scenarios.first { $0.script == "ios 9; launch nav(A); push B" })
        guard case .ordering(_, _, _, let steps)? = try catalog.card(for: push, version: nil)?.face else {
            Issue.record("no card on iOS 9")
            return
        }
        #expect(steps.comparedWith == IOSVersion.newest.major)
        let marked = steps.phases.flatMap { phase in phase.differing.map { phase.callbacks[$0] } }
        #expect(!marked.isEmpty && marked.allSatisfy { $0.hasPrefix("A ") || $0.hasPrefix("B ") }, "\(marked)")
        guard case .ordering(_, _, _, let newest)? = try catalog.card(for: push, version: .newest)?.face else { return }
        #expect(newest.comparedWith == nil && newest.phases.allSatisfy(\.differing.isEmpty))
    }

    @Test func theLongestCommonSubsequenceKeepsWhatBothOrdersShare() {
        #expect(OrderingSteps.longestCommonSubsequence(["a", "b", "c", "d"], ["a", "c", "b", "d"]).count == 3)
        #expect(OrderingSteps.longestCommonSubsequence(["x"], ["y"]).isEmpty)
    }

    /// A sequence over several steps is grouped by step, named as the script writes it.
    @Test func orderingAnswersAreGroupedByStep() throws {
        let catalog = CardCatalog(material: try TestMaterial.material())
        let multiStep = try catalog.cards().compactMap { card -> OrderingSteps? in
            guard case .ordering(_, let script, _, let steps) = card.face, steps.phases.count > 1 else { return nil }
            #expect(steps.phases.allSatisfy { script.components(separatedBy: "; ").contains($0.step) && !$0.callbacks.isEmpty })
            return steps
        }
        #expect(!multiStep.isEmpty)
    }

    /// A script that does not parse, and one UIKit refuses on the scenario's own version.
    @Test(arguments: [
        ("launch A; frobnicate B", "unknown-step (step=frobnicate"), ("launch A; pop", "needs-navigation (action=pop"),
    ])
    func aCuratedScenarioThatCannotRunIsAnErrorNamingIt(script: String, reason: String) throws {
        var broken = try #require(try TestMaterial.material().scenarios.first)
        broken.script = script
        let catalog = CardCatalog(material: try TestMaterial.material())
        #expect {
            try catalog.card(for: broken, version: nil)
        } throws: { error in
            guard case CatalogError.brokenScenario(let id, let why) = error else { return false }
            return id == broken.id && why.contains(reason)
        }
    }

    /// Conflicts show their scenario (`lifequiz conflicts`) and ask version questions from it on
    /// each version they name: it must parse, and UIKit must accept it on every one of them.
    @Test func everyConflictScenarioRunsOnEachOfItsVersions() throws {
        let conflicts = try TestMaterial.material().conflicts.filter { !($0.scenario ?? "").isEmpty }
        #expect(conflicts.count == 9)
        for conflict in conflicts {
            let scenario = try ScenarioParser.parse(conflict.scenario ?? "")
            let versions = (conflict.iosVersions ?? "").split(separator: " ").map { IOSVersion(Int($0) ?? 0) }
            #expect(!versions.contains(nil), "\(conflict.id) names a version the engine does not model")
            for version in versions.compactMap({ $0 }) + [scenario.version] {
                #expect(throws: Never.self, "\(conflict.id) on \(version)") {
                    _ = try LifecycleSimulator.run(scenario, on: version)
                }
            }
        }
    }
}
