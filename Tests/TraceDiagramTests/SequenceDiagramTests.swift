import Foundation
import LifecycleEngine
import TraceRendering
import Testing
@testable import TraceDiagram

struct SequenceDiagramTests {
    private static func diagram(_ script: String, filter: TraceFilter = .all) throws -> SequenceDiagram {
        let scenario = try ScenarioParser.parse(script)
        let trace = try LifecycleSimulator.run(scenario)
        let labels = DiagramLabels(title: script, step: { "第 \($0) 步" }, crashed: "崩溃", alive: "存活", released: "释放")
        return SequenceDiagram(trace: trace, steps: scenario.steps, filter: filter, chinese: true, labels: labels)
    }

    @Test func escapesMarkupInText() {
        #expect("a<b & \"c\" 'd'>".xmlEscaped == "a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;")
        #expect("ok\u{1}\u{8}中文".xmlEscaped == "ok中文")
    }

    @Test func everyObjectGetsALaneHeadedByItsNameAndClass() throws {
        let diagram = try Self.diagram("launch nav(主页); push B; present C")
        let svg = try SVGDocument(diagram.svg())
        let heads = svg.texts(ofClass: "head")
        #expect(heads == ["UIKit", "your code", "App", "主页", "Nav", "Window", "B", "C"])
        #expect(svg.texts(ofClass: "class").contains("UINavigationController"))
    }

    /// What the app's code calls starts on its own lifeline: main() runs there and hands control
    /// to UIKit; the controllers it creates and the window it shows are its calls, not UIKit's.
    @Test func callsTheAppsCodeMakesStartOnItsLifeline() throws {
        let diagram = try Self.diagram("launch A")
        let shown = Array(diagram.trace.events.indices)
        let rows = DiagramRow.rows(of: diagram.trace, steps: diagram.steps, shown: shown)
        let layout = DiagramLayout(trace: diagram.trace, rows: rows, shown: shown, label: diagram.label, caller: "UIKit", title: "")
        let appCodeX = try #require(layout.appCodeX)
        let svg = diagram.svg()
        func arrowStart(ofRowWith callback: Callback) throws -> String {
            let index = try #require(diagram.trace.events.firstIndex { $0.callback == callback })
            let y = try #require(zip(layout.rows, layout.rowY).first { if case .event(index) = $0.0 { true } else { false } }?.1)
            let line = try #require(svg.split(separator: "\n").first { $0.hasPrefix("<line") && $0.contains("y1=\"\(SVGWriter.number(y))\"") })
            return String(line.split(separator: "\"")[1])
        }
        for callback in [Callback.applicationMain, .controllerInitWithNibName, .makeKeyAndVisible] {
            #expect(try arrowStart(ofRowWith: callback) == SVGWriter.number(appCodeX), "\(callback)")
        }
        #expect(try arrowStart(ofRowWith: .viewDidLoad) == SVGWriter.number(layout.callerX))
        // A scenario of UIKit's calls alone has no such lane.
        let uikitOnly = try Self.diagram("launch nav(A); rotate", filter: TraceFilter([.appearance]))
        #expect(!(try SVGDocument(uikitOnly.svg()).texts(ofClass: "head").contains("your code")))
    }

    /// A step the app's code takes starts with its call, an arrow from the app's lifeline to
    /// UIKit's; a step the user takes (a swipe back) has none, and the lane is there for it even
    /// when the shown callbacks are all UIKit's.
    @Test func aStepTheAppTakesStartsWithItsCall() throws {
        let diagram = try Self.diagram("launch nav(A); push B; swipeBack; present C", filter: TraceFilter([.appearance]))
        let shown = diagram.trace.events.indices.filter { diagram.filter.includes(diagram.trace.events[$0], of: diagram.trace) }
        let rows = DiagramRow.rows(of: diagram.trace, steps: diagram.steps, shown: shown)
        let calls = rows.compactMap { row -> String? in if case let .appCall(call) = row { call } else { nil } }
        #expect(calls == ["pushViewController(_:animated:)", "present(_:animated:completion:)"])
        let step = try #require(rows.firstIndex(of: .step(number: 2, text: "push B")))
        #expect(rows[step + 1] == .appCall("pushViewController(_:animated:)"))
        let svg = try SVGDocument(diagram.svg())
        #expect(svg.texts(ofClass: "head").contains("your code"))
        #expect(svg.texts(ofClass: "step-call") == calls)
    }

    /// The page is wide enough for every label, the last lane's included: a long callback name
    /// (`init(nibName:bundle:)`, `preferredStatusBarUpdateAnimation`) is never cut at the edge.
    @Test(arguments: ["present C in viewWillAppear of A; launch A", "launch nav(A); push B; present C in viewDidAppear of B"])
    func everyLabelFitsThePage(_ script: String) throws {
        let svg = try Self.diagram(script).svg()
        let width = try SVGDocument(svg).width
        for line in svg.split(separator: "\n") where line.hasPrefix("<text x=") && (line.contains(#"class="call""#) || line.contains(#"class="step-call""#)) {
            let x = try #require(Double(line.split(separator: "\"")[1]))
            let label = String(line.split(separator: ">")[1].split(separator: "<")[0])
            #expect(x + TextMetrics.width(of: label, fontSize: DiagramLayout.labelSize) <= Double(width), "\(label) at \(x) on a page \(width) wide")
        }
    }

    @Test func everyShownCallbackIsAnArrowLabelInOrder() throws {
        let diagram = try Self.diagram("launch nav(A); push B", filter: TraceFilter([.appearance]))
        let trace = diagram.trace
        let expected = trace.events.filter { TraceFilter([.appearance]).includes($0, of: trace) }.map(\.callback.swiftName)
        #expect(try SVGDocument(diagram.svg()).texts(ofClass: "call") == expected)
    }

    @Test func eachStepGetsABandWithItsText() throws {
        let svg = try SVGDocument(Self.diagram("launch nav(A); push B; pop").svg())
        #expect(svg.texts(ofClass: "step") == ["第 1 步 · launch nav(A)", "第 2 步 · push B", "第 3 步 · pop"])
    }

    @Test func aPoppedControllerLivesUntilItsDeinitAndTheRootToTheEnd() throws {
        let diagram = try Self.diagram("launch nav(A); push B; pop")
        let shown = Array(diagram.trace.events.indices)
        let rows = DiagramRow.rows(of: diagram.trace, steps: diagram.steps, shown: shown)
        let layout = DiagramLayout(trace: diagram.trace, rows: rows, shown: shown, label: diagram.label, caller: "UIKit", title: "")
        let byName = Dictionary(uniqueKeysWithValues: layout.lifetimes.map { (diagram.trace.objects[Int($0.object)].name, $0) })
        let b = try #require(byName["B"]), a = try #require(byName["A"])
        #expect(b.released && !a.released)
        #expect(b.bottom < layout.bottom && a.bottom == layout.bottom)
        // B is created by the push, after A exists.
        #expect(b.top > a.top)
    }

    @Test func aCrashIsToldOnceAtTheEnd() throws {
        let diagram = try Self.diagram("launch A(loadView=empty, viewDidLoad=touchesView)")
        guard case let .crashed(_, reason) = diagram.trace.outcome else { Issue.record("expected a crash"); return }
        let svg = try SVGDocument(diagram.svg())
        let told = svg.texts.filter { $0.text.contains(reason) }
        #expect(told.count == 1)
        #expect(told.last?.text == svg.texts.dropLast(2).last?.text)
    }

    @Test func htmlPageHoldsTheSameDiagram() throws {
        let diagram = try Self.diagram("launch nav(A); push B")
        let html = diagram.html()
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<meta charset=\"utf-8\">"))
        #expect(html.contains(diagram.svg().drop { $0 != "\n" }.dropFirst()))
    }
}
