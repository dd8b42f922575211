import LifecycleEngine

/// One line of a console log that names a callback UIKit makes.
public struct LoggedCallback: Hashable, Sendable {
    /// 1-based line number in the log.
    public let line: Int
    /// The line as it was logged, without its NSLog prefix.
    public let text: String
    /// The class the line names (`SecondViewController`, `B`, `AppDelegate`); nil for a bare
    /// `print(#function)`.
    public let className: String?
    /// The callbacks the spelling can mean; more than one when a controller and a view share it
    /// (`init(coder:)`, `deinit`), settled once the class is mapped.
    public let candidates: [Callback]
    /// For a call that takes a parent, a superview or a window: whether the line logs that
    /// argument as nil (`nil`, `(null)`) or as an object (`Optional(<A: 0x1>)`); nil when it logs none.
    public var passesNil: Bool? = nil

    /// The same line read as naming `className`.
    func labelled(_ className: String) -> LoggedCallback {
        LoggedCallback(line: line, text: text, className: className, candidates: candidates, passesNil: passesNil)
    }
}

/// A line the reader could not tie to a callback: listed in the report, never dropped.
public struct LogLine: Hashable, Sendable {
    public let line: Int
    public let text: String
}

/// What a logged point(inside:with:) answered (`-> NO`, `isInside:0`), on the line that gives it:
/// a touch that answer says missed a view cannot have gone to it.
public struct LoggedAnswer: Hashable, Sendable {
    public let line: Int
    public let className: String?
    public let inside: Bool
}
