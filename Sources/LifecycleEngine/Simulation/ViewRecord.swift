/// What the simulation knows about one named view.
struct ViewRecord {
    enum Superview: Equatable {
        case controller(Int)
        case view(Int)
    }

    let object: Int32
    let spec: ViewSpec
    var isAlive = true
    var superview: Superview?
    var subviews: [Int] = []
    var inWindow = false
    var needsLayout = false
    var constraintsDirty = false
    /// Its content must be drawn again (it entered the window, or setNeedsDisplay()).
    var needsDisplay = false
}
