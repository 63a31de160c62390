import Shared

/// A journalled position with its sequence number; the highest valid sequence is the newest position.
/// 带序号的日志位置记录；有效记录中序号最大的即为最新位置。
struct JournalPositionRecord: Hashable, Codable, Sendable {
    let sequence: UInt64
    let position: SessionPosition

    /// The record as `JSONEncoder` with sorted keys writes it, made by hand (it is written every second), or nil.
    var json: [UInt8]? {
        // Nil when a number is not finite: the encoder then writes it as a string.
        let numbers = [
            position.activeSeconds, position.pausedSeconds, position.segmentLengthSeconds,
            position.segmentStartSeconds, position.t,
        ]
        guard numbers.allSatisfy(\.isFinite) else { return nil }
        // `description` is the shortest text that reads back as the same Double, and valid JSON when finite.
        var text = #"{"position":{"activeSeconds":"# + position.activeSeconds.description
        text += #","completedWork":["# + position.completedWork.map(String.init).joined(separator: ",")
        text += #"],"isPaused":"# + (position.isPaused ? "true" : "false")
        text += #","pausedSeconds":"# + position.pausedSeconds.description
        text += #","segmentIndex":"# + String(position.segmentIndex)
        text += #","segmentLengthSeconds":"# + position.segmentLengthSeconds.description
        text += #","segmentStartSeconds":"# + position.segmentStartSeconds.description
        text += #","t":"# + position.t.description + #"},"sequence":"# + String(sequence) + "}"
        return Array(text.utf8)
    }
}
