import Quiz

/// "Where it sits in the main orderings": the callback's neighbours in curated scenarios.
struct PlacementView {
    let placements: [MethodPlacements.Placement]
    let console: Console

    var sections: [TextSection] {
        guard !placements.isEmpty else { return [] }
        let lines = placements.flatMap { placement -> [StyledText] in
            let heading = StyledText("\(placement.title.text(in: console.language)) ", .title)
                + StyledText("(iOS \(placement.ios)): \(placement.script)", .dim)
            let neighbours = [placement.after.map { "… \($0)" }, "→ \(placement.callback)  " + Self.position(of: placement, console),
                              placement.before.map { "  \($0) …" }].compactMap { $0 }
            return [heading] + neighbours.map { StyledText("    " + $0) }
        }
        return [TextSection(heading: console.localized("placement.heading"), lines: lines)]
    }

    /// "17 of 20": the callback's place among the scenario's callbacks, labelled.
    static func position(of placement: MethodPlacements.Placement, _ console: Console) -> String {
        console.localized("placement.position", ["position": "\(placement.position)", "count": "\(placement.count)"])
    }
}
