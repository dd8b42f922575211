import Testing

// Placeholder until this target's tests are written.
@Test func placeholder() {}
