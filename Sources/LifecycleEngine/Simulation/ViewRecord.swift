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
    /// The rule of its next layout pass when something other than the generic pass causes it.
    var relayoutRule: Rule?
    /// Its content must be drawn again (it entered the window, or setNeedsDisplay()).
    var needsDisplay = false
}
