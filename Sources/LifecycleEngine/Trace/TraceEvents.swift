/// A trace's events in order, kept in blocks of a fixed size. A long trace grows by a block at a
/// time and never copies what it holds, where one array, doubling as it grew, briefly needed room
/// for twice the events (docs/performance.md: the 80,000-step scenario's peak memory).
public struct TraceEvents: RandomAccessCollection, Sendable {
    private static let blockShift = 12
    private static let blockSize = 1 << blockShift
    private var blocks: [[TraceEvent]] = []
    public private(set) var endIndex = 0

    public init() {}

    public init(_ events: some Sequence<TraceEvent>) {
        for event in events { append(event) }
    }

    public var startIndex: Int { 0 }

    public subscript(index: Int) -> TraceEvent {
        blocks[index >> Self.blockShift][index & (Self.blockSize - 1)]
    }

    mutating func append(_ event: TraceEvent) {
        if endIndex & (Self.blockSize - 1) == 0 {
            blocks.append([])
            blocks[blocks.count - 1].reserveCapacity(Self.blockSize)
        }
        blocks[blocks.count - 1].append(event)
        endIndex += 1
    }
}
