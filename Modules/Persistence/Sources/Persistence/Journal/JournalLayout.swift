import Shared

/// Where things sit in a journal file: the header line, two position slots on a page boundary, then the log.
/// 日志文件的布局：头部一行，其后是按页对齐的两个位置槽，再后是记录区。
struct JournalLayout: Hashable, Sendable {
    /// The page size slots are aligned to.
    static let alignment = 4096
    /// Bytes of one position slot: room for the completed work of the largest valid plan (99 sets × 20 rounds).
    static let defaultSlotBytes = 16 * 1024
    /// Space preallocated for records when the journal is created (thousands of events).
    static let logReserveBytes = 256 * 1024
    /// Space added when the preallocated room runs out.
    static let growthBytes = 256 * 1024
    /// A journal never grows beyond this, and a larger file is damaged rather than read into memory.
    static let maximumFileBytes = 16 * 1024 * 1024
    /// The slot size a file may declare (anything else is a damaged header).
    static let slotBytesRange = 512...(1024 * 1024)

    /// Bytes of the header line, newline included.
    let headerBytes: Int
    let slotBytes: Int

    var slotsStart: Int { Self.roundedUp(headerBytes) }
    var logStart: Int { slotsStart + 2 * slotBytes }
    var initialSize: Int { logStart + Self.logReserveBytes }

    /// The slot a position with this sequence number goes to (they alternate).
    func slotOffset(sequence: UInt64) -> Int { slotsStart + Int(sequence % 2) * slotBytes }

    static func roundedUp(_ value: Int) -> Int { (value + alignment - 1) / alignment * alignment }
}
