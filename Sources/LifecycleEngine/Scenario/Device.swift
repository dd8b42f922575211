/// The device a scenario assumes: an iPhone, or an iPad when it opens a second window scene.
public enum Device: String, Sendable {
    case iPhone, iPad
}

extension Scenario {
    public var device: Device {
        steps.contains { if case .openScene = $0.action { true } else { false } } ? .iPad : .iPhone
    }

    /// The device of a script, for texts that keep only the script: an iPhone when it does not parse.
    public static func device(of script: String) -> Device {
        (try? ScenarioParser.parse(script))?.device ?? .iPhone
    }
}
