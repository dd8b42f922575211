import Quiz

/// "Where it sits in the main orderings": the callback's neighbours in curated scenarios.
struct PlacementView {
    let placements: [MethodPlacements.Placement]
    let console: Console

    var sections: [TextSection] {
        guard !placements.isEmpty else { return [] }
        let lines = placements.flatMap { placement -> [StyledText] in
            let heading = StyledText(placement.title.text(in: console.language), .title)
                + StyledText(console.localized("placement.version-script", ["ios": "\(placement.ios)", "script": placement.script]), .dim)
            let position = console.localized("placement.position", ["position": "\(placement.position)", "count": "\(placement.count)"])
            let neighbours = [placement.after.map { "… \($0)" }, "→ \(placement.callback)  \(position)",
                              placement.before.map { "  \($0) …" }].compactMap { $0 }
            return [heading] + neighbours.map { StyledText("    " + $0) }
        }
        return [TextSection(heading: console.localized("placement.heading"), lines: lines)]
    }
}
