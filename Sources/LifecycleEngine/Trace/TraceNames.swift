/// Names lifequiz gives the objects a script does not name.
public enum TraceNames {
    public static let app = "App"
    public static let scene = "Scene"
    public static let window = "Window"
    /// A second window scene's (`openScene B`).
    public static let secondScene = "Scene2"
    public static let secondWindow = "Window2"

    static func containerBase(for kind: TraceObject.Kind) -> String {
        switch kind {
        case .navigationController: "Nav"
        case .tabBarController: "Tabs"
        case .pageViewController: "Pages"
        default: "VC"
        }
    }

    /// `Nav`, `Tabs3`, `Pages12`...: reserved so a script cannot name a controller like a container.
    static func isContainerName(_ name: String) -> Bool {
        for base in ["Nav", "Tabs", "Pages"] where name.hasPrefix(base) {
            let rest = name.dropFirst(base.count)
            if rest.isEmpty || rest.allSatisfy(\.isNumber) { return true }
        }
        return false
    }
}
