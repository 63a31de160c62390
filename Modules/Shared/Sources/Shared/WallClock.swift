import Foundation

/// Where wall-clock dates come from (creation, last-used and session start dates); injected so tests control it.
public protocol WallClock: Sendable {
    func now() -> Date
}

/// The real wall clock; created only by the composition root.
public struct SystemWallClock: WallClock {
    public init() {}
    public func now() -> Date { Date() }
}
