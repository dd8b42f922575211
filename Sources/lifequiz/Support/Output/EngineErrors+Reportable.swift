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

    func message(_ texts: TextCatalog) -> String {
        ProblemText(location: location, key: "refusal.\(reason)", details: details).text(texts) { refusal in
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

    /// `framing` sets the sentence in its context (the refused step) before the location leads.
    func text(_ texts: TextCatalog, framing: (String) -> String = { $0 }) -> String {
        var values = details
        if let what = values["what"] { values["what"] = texts.text("scenario.what.\(what)") }
        if let state = values["state"] { values["state"] = texts.text("scenario.state.\(state)") }
        var sentence = texts.text(key, values)
        if let live = details["live"], !live.isEmpty {
            sentence += texts.text("refusal.live-objects", ["names": live])
        }
        return texts.text("scenario.location", ["line": "\(location.line)", "column": "\(location.column)", "problem": framing(sentence)])
    }
}
