import ArgumentParser
import LifecycleEngine
import TraceRendering

/// `simulate --format`: the engine's text formats, or a diagram drawn by TraceDiagram.
enum SimulateFormat: String, CaseIterable, ExpressibleByArgument {
    case text, json, lanes, mermaid, svg, html

    /// The engine renderer's format, or nil for a diagram.
    var traceFormat: TraceRenderer.Format? { TraceRenderer.Format(rawValue: rawValue) }
}
