/// One logged callback of a trace.
public struct ObservedTraceStep: Sendable, Hashable, Codable {
    /// The script name of the object: A, B, App, Scene, Window, Nav...
    public var object: String
    public var methodID: String
    /// The spelling the seed's log used.
    public var loggedAs: String

    init(row: ResultRow) throws {
        object = try row["object"]
        methodID = try row["method_id"]
        loggedAs = try row["logged_as"]
    }
}
