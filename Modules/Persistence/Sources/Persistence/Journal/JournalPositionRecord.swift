import Shared

/// A journalled position with its sequence number; the highest valid sequence is the newest position.
/// 带序号的日志位置记录；有效记录中序号最大的即为最新位置。
struct JournalPositionRecord: Hashable, Codable, Sendable {
    let sequence: UInt64
    let position: SessionPosition
}
