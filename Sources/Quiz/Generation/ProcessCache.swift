import Foundation

/// Values computed once per process and shared by every draw, behind a lock: what the engine
/// gives for a script, or where a rule's words name a callback, never changes while the program
/// runs. (`Mutex` needs macOS 15; the package supports macOS 13.)
final class ProcessCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Key: Value] = [:]

    /// The value for `key`, made by `make` the first time it is asked for.
    func value(_ key: Key, make: () -> Value) -> Value {
        if let known = lock.withLock({ values[key] }) { return known }
        let made = make()
        lock.withLock { values[key] = made }
        return made
    }
}
