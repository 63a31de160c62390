import Foundation
import Shared
import Synchronization

/// Ids `00000000-0000-0000-0000-000000000001`, `…02`, … in order; for tests and reproducible output.
/// 按顺序生成的编号 `…01`、`…02`……；用于测试与可复现的输出。
public final class SequentialIDProvider: IDProvider {
    private let counter = Mutex(0)

    public init() {}

    public func makeID() -> UUID {
        let next = counter.withLock { value in
            value += 1
            return value
        }
        let hex = String(next, radix: 16)
        let padded = String(repeating: "0", count: 12 - hex.count) + hex
        return UUID(uuidString: "00000000-0000-0000-0000-\(padded)")!
    }
}
