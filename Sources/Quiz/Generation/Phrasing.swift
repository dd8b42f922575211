import KnowledgeBase
import LifecycleEngine

/// The words of questions and explanations, in Chinese or English.
struct Phrasing: Sendable {
    let language: Language

    /// Builds only the sentence the question's language shows.
    private func say(_ en: @autoclosure () -> String, _ zh: @autoclosure () -> String) -> String { language == .zh ? zh() : en() }

    /// `firstTimes`: some items come more than once; each is placed where it first happens.
    func ordering(_ setting: ScenarioSetting, firstTimes: Bool) -> String {
        // "In the order they happen", not "UIKit makes them": some are the app's own calls
        // (didMove(toParent:) after addChild).
        say("Put these callbacks in the order they happen.", "按发生的先后，排列这些回调。")
            + (firstTimes ? say(" A callback made more than once counts where it first happens.", "被调用多次的回调，按第一次调用的位置算。") : "")
            + "\n" + describe(setting)
    }

    func whichFirst(_ setting: ScenarioSetting) -> String {
        say("Which of these two callbacks comes first?", "这两个回调哪个先被调用？")
            + "\n" + describe(setting)
    }

    func missingCallback(_ setting: ScenarioSetting, object: String) -> String {
        say("These are all of \(object)'s callbacks in the asked steps, in order, except one. Which callback fills the gap?",
            "下面是所问步骤中 \(object) 收到的全部回调（按顺序），只少了一个。空缺处是哪个回调？")
            + "\n" + describe(setting)
    }

    func versionChange(_ scenario: String, _ version: IOSVersion, title: String) -> String {
        say("On iOS \(version.major), which comes first?", "在 iOS \(version.major) 上，哪个先被调用？")
            + "\n" + say("Topic: ", "主题：") + title + "\n" + scenarioLine(scenario, version, title: nil)
    }

    func versionPresence(_ scenario: String, _ version: IOSVersion, label: String, title: String) -> String {
        say("True or false: on iOS \(version.major), this scenario calls \(label).",
            "判断：在 iOS \(version.major) 上，该场景会调用 \(label)。")
            + "\n" + say("Topic: ", "主题：") + title + "\n" + scenarioLine(scenario, version, title: nil)
    }

    func calledOnce() -> String {
        say("Which of these does UIKit call only once (for each object, or each view it loads)?",
            "下面哪一个 UIKit 只会调用一次（每个对象或每次加载 view 一次）？")
    }

    func snippet() -> String {
        say("What goes wrong when this code runs?", "这段代码运行时会出什么问题？")
    }

    func statement(_ text: String) -> String {
        say("True or false: ", "判断对错：") + text
    }

    func calledMoreThanOnce(_ method: String) -> String {
        say("UIKit may call \(method) many times during the object's life.", "在对象的生命周期中，UIKit 可能多次调用 \(method)。")
    }

    func calledAtMostOnce(_ method: String) -> String {
        say("UIKit calls \(method) by itself at most once (for each object, or each view it loads).",
            "UIKit 自行调用 \(method) 至多一次（每个对象或每次加载 view 一次）。")
    }

    func overrideCallsSuper(_ method: String) -> String {
        say("An override of \(method) should call super.", "重写 \(method) 时应当调用 super。")
    }

    func deprecated(_ method: String, since version: String) -> String {
        say("\(method) is deprecated since iOS \(version).", "\(method) 自 iOS \(version) 起已被废弃。")
    }

    /// When the method was deprecated, or that it is not, to explain a statement about it.
    func deprecation(_ method: String, deprecated: String?, available: String) -> String {
        if let deprecated {
            return say("\(method) was deprecated in iOS \(deprecated).", "\(method) 在 iOS \(deprecated) 被废弃。")
        }
        return say("\(method) is not deprecated: it is current API, available since iOS \(available).",
                   "\(method) 没有被废弃：它是现行 API，自 iOS \(available) 起可用。")
    }

    /// What the rule for super is, said of `method`, to explain a statement about it.
    func superRule(_ method: String, rule: String) -> String {
        switch rule {
        case "first": say("An override of \(method) calls super first, before its own work.", "重写 \(method) 时先调用 super，再做自己的事。")
        case "last": say("An override of \(method) calls super last, after its own work.", "重写 \(method) 时先做自己的事，最后调用 super。")
        case "never": say("An override of \(method) must not call super: it replaces the default implementation.",
                          "重写 \(method) 时不应调用 super：它取代的是默认实现。")
        default: say("An override of \(method) must call super; where in the method does not matter.",
                     "重写 \(method) 时必须调用 super，位置不限。")
        }
    }

    private func scenarioLine(_ scenario: String, _ version: IOSVersion, title: String?) -> String {
        let heading = title.map { "\($0) — " } ?? ""
        return say("Scenario (iPhone, iOS \(version.major)): ", "场景（iPhone，iOS \(version.major)）：") + heading + scenario
    }

    /// The device and version a question assumes, its title, the setup and the steps asked about.
    private func describe(_ setting: ScenarioSetting) -> String {
        var lines = [say("Scenario (iPhone, iOS \(setting.version))", "场景（iPhone，iOS \(setting.version)）")
            + (setting.title.map { say(": ", "：") + $0 } ?? "")]
        if let setup = setting.setup {
            lines.append(say("Setup: ", "准备：") + setup)
            lines.append(say("Asked about: ", "所问步骤：") + setting.asked)
        } else {
            lines.append(say("Steps: ", "步骤：") + setting.asked)
        }
        return lines.joined(separator: "\n")
    }

    // MARK: Grading

    /// Why `earlier` comes first: the rule that orders the two.
    func comesBefore(_ earlier: String, _ later: String, because reason: String) -> String {
        say("\(earlier) comes before \(later): \(reason)", "\(earlier) 在 \(later) 之前：\(reason)")
    }

    /// How two versions order a pair: `On iOS 9, X comes before Y; on iOS 8 after it.`
    func versionsDiffer(_ first: String, _ second: String, on version: Int, not other: Int) -> String {
        say("On iOS \(version), \(first) comes before \(second); on iOS \(other) it comes after it.",
            "在 iOS \(version) 上，\(first) 在 \(second) 之前；在 iOS \(other) 上则在其后。")
    }

    /// A callback one version makes and another does not.
    func versionPresence(_ label: String, on version: Int, not other: Int) -> String {
        say("On iOS \(version) this scenario calls \(label); on iOS \(other) it does not.",
            "在 iOS \(version) 上该场景会调用 \(label)；在 iOS \(other) 上不会。")
    }

    /// Pairs of callbacks that one rule orders: `A → B, C → D: rule.`
    func orderedBy(_ pairs: [String], rule: String, more: Int) -> String {
        let listed = pairs.joined(separator: say(", ", "，")) + (more > 0 ? say(" (and \(more) more)", "（另有 \(more) 对）") : "")
        return say("\(listed): \(rule)", "\(listed)：\(rule)")
    }

    /// Two callbacks each fired by its own rule, neither of which speaks of the other.
    func eachOwnRule(_ first: (label: String, rule: String), _ second: (label: String, rule: String)) -> String {
        say("\(first.label) — \(first.rule) \(second.label) — \(second.rule)",
            "\(first.label)——\(first.rule)\(second.label)——\(second.rule)")
    }

    /// Two callbacks of different steps: the steps' order decides.
    func stepOrder(_ earlier: String, during first: String, _ later: String, during second: String) -> String {
        say("\(earlier) happens during “\(first)”, \(later) during the later step “\(second)”.",
            "\(earlier) 发生在「\(first)」中，\(later) 发生在其后的「\(second)」中。")
    }

    func rule(_ rule: Rule) -> String { RuleExplanations.embedded.words(for: rule, in: language).why }

    /// The rule's evidence as cited in English ("seed 002 (lines …)"), which the source names are read from.
    func evidence(_ rule: Rule) -> String { RuleExplanations.embedded.words(for: rule, in: .en).evidence }

    func answerWas(_ correct: String) -> String { say("The answer is: \(correct)", "答案是：\(correct)") }

    func truth(_ value: Bool) -> String { value ? say("true", "对") : say("false", "错") }
}
