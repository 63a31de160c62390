import Foundation
import Shared

/// A journal file read back: header, complete records in order, newest position; a torn last record is left out.
/// 读回的日志内容：头部、按顺序的完整记录与最新位置。残缺的最后一条记录会被忽略，不算损坏。
struct JournalContents: Sendable {
    let preamble: JournalPreamble
    let layout: JournalLayout
    private(set) var events: [SessionEvent] = []
    private(set) var overrides: [SessionOverride] = []
    /// The newest valid position, from the two slots or an oversized position line.
    private(set) var position: JournalPositionRecord?
    private(set) var finished: Session?
    /// Where the last complete record ends: the next record goes here.
    private(set) var logicalEnd: Int
    /// Where the last non-zero byte after `logicalEnd` ends (a torn tail to clear before writing on).
    private(set) var dirtyEnd: Int

    /// The result of reading a file.
    /// 读取文件的结果。
    enum Outcome: Sendable {
        case readable(JournalContents)
        /// The header cannot be read: the file is damaged.
        case damaged
        /// A newer build wrote it; left alone.
        case unsupported
    }

    private init(preamble: JournalPreamble, layout: JournalLayout) {
        self.preamble = preamble
        self.layout = layout
        logicalEnd = layout.logStart
        dirtyEnd = layout.logStart
    }

    /// Reads a whole journal file's bytes.
    static func read(_ bytes: [UInt8]) -> Outcome {
        let decoder = JournalRecord.makeDecoder()
        let newline = UInt8(ascii: "\n")
        guard let headerEnd = bytes.firstIndex(of: newline),
            case .header(let preamble) = JournalRecord(line: bytes[..<headerEnd], decoder: decoder)
        else { return .damaged }
        guard preamble.format <= JournalPreamble.currentFormat else { return .unsupported }
        guard preamble.format == JournalPreamble.currentFormat,
            JournalLayout.slotBytesRange.contains(preamble.slotBytes)
        else { return .damaged }
        var contents = JournalContents(
            preamble: preamble, layout: JournalLayout(headerBytes: headerEnd + 1, slotBytes: preamble.slotBytes))
        contents.readSlots(bytes, decoder: decoder)
        contents.readLog(bytes, decoder: decoder)
        // A valid checksum proves the bytes are those written, not that a build of this app wrote them: contents
        // no workout can have (10⁹ sets, 2⁶² s of work, a start in the year 10⁴) are damage, like a broken header.
        return contents.problem == nil ? .readable(contents) : .damaged
    }

    /// The first value no workout of this app journals (`SessionCheck`'s ranges), as a path, or nil.
    var problem: String? {
        let header = preamble.header
        if let field = SessionCheck.problem(header.snapshot) { return "header.snapshot." + field }
        if !BackupDate.isStorable(header.startedAt) { return "header.startedAt" }
        let segments = 0..<Timeline.segmentCount(of: header.snapshot.content)
        for (index, event) in events.enumerated() {
            if let field = SessionCheck.problem(event, segments: segments) { return "events[\(index)]." + field }
        }
        for (index, change) in overrides.enumerated() {
            if let field = SessionCheck.problem(change, segments: segments) { return "overrides[\(index)]." + field }
        }
        if let position, let field = SessionCheck.problem(position.position, segments: segments) {
            return "position." + field
        }
        if let finished {
            if finished.id != header.sessionId { return "finished.id" }
            if let field = SessionCheck.problem(finished) { return "finished." + field }
        }
        return nil
    }

    /// The journal as the store hands it out.
    func pending(path: String) -> PendingJournal {
        PendingJournal(
            path: path, header: preamble.header, events: events, overrides: overrides, position: position?.position,
            finished: finished)
    }

    private mutating func readSlots(_ bytes: [UInt8], decoder: JSONDecoder) {
        for slot in 0..<2 {
            let start = layout.slotsStart + slot * layout.slotBytes
            let end = min(start + layout.slotBytes, bytes.count)
            guard start < end, let newline = bytes[start..<end].firstIndex(of: UInt8(ascii: "\n")),
                case .position(let record) = JournalRecord(line: bytes[start..<newline], decoder: decoder)
            else { continue }
            keepNewest(record)
        }
    }

    private mutating func readLog(_ bytes: [UInt8], decoder: JSONDecoder) {
        var offset = layout.logStart
        while offset < bytes.count, bytes[offset] != 0,
            let newline = bytes[offset...].firstIndex(of: UInt8(ascii: "\n")),
            let record = JournalRecord(line: bytes[offset..<newline], decoder: decoder)
        {
            switch record {
            case .event(let event): events.append(event)
            case .override(let change): overrides.append(change)
            case .position(let position): keepNewest(position)
            case .finished(let session): finished = session
            case .header: break
            }
            offset = newline + 1
        }
        logicalEnd = offset
        dirtyEnd = (bytes.lastIndex { $0 != 0 }).map { max($0 + 1, logicalEnd) } ?? logicalEnd
    }

    private mutating func keepNewest(_ record: JournalPositionRecord) {
        if record.sequence >= position?.sequence ?? 0 { position = record }
    }
}
