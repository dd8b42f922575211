/// The words a diagram shows around the trace, in the reader's language; the CLI supplies them.
public struct DiagramLabels: Sendable {
    /// The heading above the diagram, e.g. `iOS 12 · launch nav(A); push B`.
    public var title: String
    /// The caller on the left: `UIKit`.
    public var caller: String
    /// Who makes the calls the app's own code makes (main(), init(nibName:bundle:),
    /// makeKeyAndVisible()): `your code`, a lane beside UIKit's.
    public var appCode: String
    /// A step band's label before the step's text, given its 1-based number: `Step 2`, `第 2 步`.
    public var step: @Sendable (Int) -> String
    /// Shown where the app would crash.
    public var crashed: String
    /// The legend: what the bar on a lane means, and what the cross means.
    public var alive: String
    public var released: String

    public init(title: String, caller: String = "UIKit", appCode: String = "your code", step: @escaping @Sendable (Int) -> String,
                crashed: String, alive: String, released: String) {
        self.title = title
        self.caller = caller
        self.appCode = appCode
        self.step = step
        self.crashed = crashed
        self.alive = alive
        self.released = released
    }
}
