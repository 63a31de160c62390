import Shared

/// The payload of a journal's first record: the format version, the position slot size and the header.
/// 日志第一条记录的内容：格式版本、位置槽大小与日志头。
struct JournalPreamble: Hashable, Codable, Sendable {
    /// The format this build writes and reads.
    static let currentFormat = 1

    let format: Int
    /// Bytes of each of the two position slots that follow the header.
    let slotBytes: Int
    let header: JournalHeader
}
