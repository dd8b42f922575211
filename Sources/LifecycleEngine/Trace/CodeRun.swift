/// Code the scenario wrote into a callback (`present S in viewDidAppear of A`), where it ran: the
/// callback it was written in and the events it made, so an explanation can say that one callback
/// follows another because the app's code there made it.
public struct CodeRun: Hashable, Sendable {
    /// Index of the event whose code this is: A's viewDidAppear, the scene's willConnectTo.
    public let host: Int
    /// The events the code made, nested runs included.
    public let events: Range<Int>
    /// The code as the scenario wrote it.
    public let code: String
}

extension Trace {
    /// The innermost code run that made the event at `index`, if the app's code made it.
    public func codeRun(making index: Int) -> CodeRun? {
        codeRuns.filter { $0.events.contains(index) }.min { $0.events.count < $1.events.count }
    }
}
