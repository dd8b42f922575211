import InterfaceText
import LifecycleEngine

extension ScenarioError: ReportableError {
    var code: String { "invalid-scenario" }
    var exitCode: Int32 { ExitStatus.notFound }

    func message(_ texts: TextCatalog) -> String {
        ProblemText(location: location, key: "scenario.\(reason)", details: details).text(texts)
    }
}

extension SimulationError: ReportableError {
    var code: String { "refused-by-uikit" }
    var exitCode: Int32 { ExitStatus.notFound }

    func message(_ texts: TextCatalog) -> String { message(texts, versions: nil) }

    /// The message with its version particular (`this scenario simulates iOS 5`) given as
    /// `versions` when set: one line for the versions that refuse a scenario alike.
    func message(_ texts: TextCatalog, versions: String?) -> String {
        let particulars = versions.map { versions in details.merging(["version": versions]) { _, new in new } } ?? details
        return ProblemText(location: location, key: "refusal.\(reason)", details: particulars).text(texts) { refusal in
            texts.text("refusal.step", ["step": step, "refusal": refusal])
        }
    }
}

/// An engine problem in words: where, then the catalog's sentence for its reason, particulars
/// filled in; particulars that are themselves names of things (what was expected, an app state)
/// are worded too, and the live objects are suggested when there are some.
private struct ProblemText {
    let location: SourceLocation
    let key: String
    let details: [String: String]

    /// Particulars that are lists of names or steps.
    private static let lists = ["live", "steps", "stack", "tabs", "choices", "options", "changed"]

    /// `framing` sets the sentence in its context (the refused step) before the location leads.
    func text(_ texts: TextCatalog, framing: (String) -> String = { $0 }) -> String {
        var values = details
        // The engine joins its lists with ", "; they are listed in the reader's language.
        for key in Self.lists { if let list = values[key] { values[key] = texts.listing(list.components(separatedBy: ", ")) } }
        if let what = values["what"] { values["what"] = texts.text("scenario.what.\(what)") }
        if let state = values["state"] { values["state"] = texts.text("scenario.state.\(state)") }
        var sentence = texts.text(key, values)
        if let live = values["live"], !live.isEmpty {
            sentence += texts.text("refusal.live-objects", ["names": live])
        }
        // A name no live object has: the one it likely meant (other problems put their suggestion in the sentence).
        if details["live"] != nil, let suggestion = details["suggestion"] { sentence += texts.text("refusal.did-you-mean", ["name": suggestion]) }
        return texts.text("scenario.location", ["line": "\(location.line)", "column": "\(location.column)", "problem": framing(sentence)])
    }
}
