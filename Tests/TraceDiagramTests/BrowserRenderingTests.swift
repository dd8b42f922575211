import Foundation
import LifecycleEngine
import Testing
import TestSupport
import TraceDiagram

/// The diagram as a person sees it: drawn by a real browser (Debian's headless chromium).
@Suite(.serialized)
struct BrowserRenderingTests {
    private static let script = "launch nav(主页); push 详情; pop"

    private static func diagram() throws -> SequenceDiagram {
        let scenario = try ScenarioParser.parse(script)
        let labels = DiagramLabels(title: script, step: { "Step \($0)" }, crashed: "crash", alive: "alive", released: "released")
        return SequenceDiagram(trace: try LifecycleSimulator.run(scenario), steps: scenario.steps, labels: labels)
    }

    private static func write(_ text: String, as name: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appending(path: "lifequiz-diagram-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appending(path: name)
        try Data(text.utf8).write(to: file)
        return file
    }

    @Test func theSVGDrawsAsADiagramNotABlankOrAnErrorPage() throws {
        try #require(Chromium.isInstalled, "chromium is not installed: scripts/test installs it (apt-get install chromium)")
        let svg = try Self.diagram().svg()
        let size = try SVGDocument(svg)
        let file = try Self.write(svg, as: "diagram.svg")
        let image = try PNGImage(data: Chromium.screenshot(of: file, width: size.width, height: size.height))
        #expect(image.width == size.width && image.height == size.height)

        // White paper with lines, bars, bands and text on it: many colours (anti-aliased text
        // alone gives dozens), a real share of ink, and ink from top to bottom.
        var counts: [UInt32: Int] = [:]
        for pixel in image.pixels { counts[pixel, default: 0] += 1 }
        let background = counts.max { $0.value < $1.value }?.key
        #expect(background == 0xFFFFFF)
        #expect(counts.count > 50)
        let ink = image.pixels.count - (counts[0xFFFFFF] ?? 0)
        #expect(Double(ink) / Double(image.pixels.count) > 0.03)
        let inkRows = (0..<image.height).filter { row in
            image.pixels[row * image.width..<(row + 1) * image.width].contains { $0 != 0xFFFFFF }
        }
        #expect((inkRows.first ?? image.height) < image.height / 10)
        #expect((inkRows.last ?? 0) > image.height * 9 / 10)
    }

    @Test func theHTMLPageShowsEveryParticipantAfterRendering() throws {
        try #require(Chromium.isInstalled, "chromium is not installed: scripts/test installs it (apt-get install chromium)")
        let diagram = try Self.diagram()
        let dom = try Chromium.renderedDOM(of: Self.write(diagram.html(), as: "diagram.html"))
        #expect(dom.contains("<svg"))
        let participants = Set(diagram.trace.events.map { diagram.trace.objects[Int($0.object)].name })
        #expect(participants.isSuperset(of: ["App", "主页", "详情", "Nav", "Window"]))
        for name in participants {
            #expect(dom.contains("class=\"head\" text-anchor=\"middle\">\(name)</text>"), "no lane for \(name)")
        }
    }
}
