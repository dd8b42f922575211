import Foundation

/// Parses the timestamps of the FSRS fixtures: ISO 8601 in UTC as Python writes them, with an
/// optional fraction of up to six digits ("2026-01-05T08:00:00.250000+00:00", "...Z").
enum ISOTime {
    static func parse(_ text: String) throws -> Date {
        var body = Substring(text)
        if body.hasSuffix("Z") { body = body.dropLast() } else if body.hasSuffix("+00:00") { body = body.dropLast(6) }
        let parts = body.split(separator: ".", maxSplits: 1)
        guard let whole = try? Date(String(parts[0]) + "Z", strategy: .iso8601) else {
            throw FixtureError("not an ISO 8601 UTC time: \(text)")
        }
        guard parts.count == 2 else { return whole }
        guard let fraction = Double("0." + parts[1]) else { throw FixtureError("bad fraction in \(text)") }
        return whole.addingTimeInterval(fraction)
    }
}
