import Foundation
import Shared
import Synchronization

/// A wall clock that only moves when told to; for tests and deterministic tools.
/// 只在被告知时才前进的墙上时钟；用于测试与确定性工具。
public final class ManualWallClock: WallClock {
    private let current: Mutex<Date>

    public init(_ start: Date = Date(timeIntervalSince1970: 1_800_000_000)) {
        current = Mutex(start)
    }

    public func now() -> Date { current.withLock { $0 } }

    /// Moves the clock forward by `seconds`.
    public func advance(by seconds: TimeInterval) {
        current.withLock { $0 = $0.addingTimeInterval(seconds) }
    }
}
