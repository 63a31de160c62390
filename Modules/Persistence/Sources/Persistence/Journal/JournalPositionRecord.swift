import Shared

/// A journalled position with its sequence number; the highest valid sequence is the newest position.
/// 带序号的日志位置记录；有效记录中序号最大的即为最新位置。
struct JournalPositionRecord: Hashable, Codable, Sendable {
    let sequence: UInt64
    let position: SessionPosition

    /// The record as `JSONEncoder` with sorted keys writes it, made by hand (it is written every second), or nil.
    var json: [UInt8]? {
        // Nil when a number is not finite: the encoder then writes it as a string.
        guard position.activeSeconds.isFinite, position.pausedSeconds.isFinite,
            position.segmentLengthSeconds.isFinite, position.segmentStartSeconds.isFinite, position.t.isFinite
        else { return nil }
        // Bytes appended to one buffer: each second's record costs no intermediate strings or arrays.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(224 + 8 * position.completedWork.count)
        // `description` is the shortest text that reads back as the same Double, and valid JSON when finite.
        bytes += #"{"position":{"activeSeconds":"#.utf8
        bytes += position.activeSeconds.description.utf8
        bytes += #","completedWork":["#.utf8
        for (index, count) in position.completedWork.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes += String(count).utf8
        }
        bytes += #"],"isPaused":"#.utf8
        bytes += (position.isPaused ? "true" : "false").utf8
        bytes += #","pausedSeconds":"#.utf8
        bytes += position.pausedSeconds.description.utf8
        bytes += #","segmentIndex":"#.utf8
        bytes += String(position.segmentIndex).utf8
        bytes += #","segmentLengthSeconds":"#.utf8
        bytes += position.segmentLengthSeconds.description.utf8
        bytes += #","segmentStartSeconds":"#.utf8
        bytes += position.segmentStartSeconds.description.utf8
        bytes += #","t":"#.utf8
        bytes += position.t.description.utf8
        bytes += #"},"sequence":"#.utf8
        bytes += String(sequence).utf8
        bytes.append(UInt8(ascii: "}"))
        return bytes
    }
}
