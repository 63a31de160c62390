import Shared
import Synchronization

/// The unreadable rows already warned about, so each is reported once per command.
/// 已警告过的无法读取的行，使每行在一次命令中只报告一次。
final class WarnedRows: Sendable {
    private let seen = Mutex<Set<UnreadableRow>>([])

    /// True the first time `row` is seen.
    func first(_ row: UnreadableRow) -> Bool {
        seen.withLock { $0.insert(row).inserted }
    }
}
