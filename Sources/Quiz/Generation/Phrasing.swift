import KnowledgeBase
import LifecycleEngine

/// The words of questions and explanations, in Chinese or English.
struct Phrasing: Sendable {
    let language: Language

    /// Builds only the sentence the question's language shows.
    private func say(_ en: @autoclosure () -> String, _ zh: @autoclosure () -> String) -> String { language == .zh ? zh() : en() }

    func ordering(_ scenario: String, _ version: IOSVersion, title: String?) -> String {
        say("Put these callbacks in the order UIKit makes them.", "按 UIKit 调用的先后，排列这些回调。")
            + "\n" + scenarioLine(scenario, version, title: title)
    }

    func whichFirst(_ scenario: String, _ version: IOSVersion, title: String?) -> String {
        say("Which of these two callbacks comes first?", "这两个回调哪个先被调用？")
            + "\n" + scenarioLine(scenario, version, title: title)
    }

    func missingCallback(_ scenario: String, _ version: IOSVersion, object: String, title: String?) -> String {
        say("\(object)'s callbacks in this scenario, with one left out. Which callback fills the gap?",
            "该场景中 \(object) 收到的回调，少了一个。空缺处是哪个回调？")
            + "\n" + scenarioLine(scenario, version, title: title)
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
        say("What is wrong in this code?", "这段代码有什么问题？")
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

    func methodLabel(_ method: Method) -> String {
        "\(method.swiftName) (\(method.classID))"
    }

    private func scenarioLine(_ scenario: String, _ version: IOSVersion, title: String?) -> String {
        let heading = title.map { "\($0) — " } ?? ""
        return say("Scenario (iOS \(version.major)): ", "场景（iOS \(version.major)）：") + heading + scenario
    }

    // MARK: Grading

    func belongsBetween(_ item: String, after: String?, before: String?) -> String {
        switch (after, before) {
        case let (after?, before?): say("\(item) comes after \(after) and before \(before).", "\(item) 应在 \(after) 之后、\(before) 之前。")
        case let (after?, nil): say("\(item) comes last, after \(after).", "\(item) 应在最后，位于 \(after) 之后。")
        case let (nil, before?): say("\(item) comes first, before \(before).", "\(item) 应在最前，位于 \(before) 之前。")
        case (nil, nil): item
        }
    }

    func rule(_ rule: Rule) -> String { RuleExplanations.embedded.words(for: rule, in: language).why }

    func evidence(_ rule: Rule) -> String { RuleExplanations.embedded.words(for: rule, in: language).evidence }

    func answerWas(_ correct: String) -> String { say("The answer is: \(correct)", "答案是：\(correct)") }

    func truth(_ value: Bool) -> String { value ? say("true", "对") : say("false", "错") }
}
