import Foundation
import Shared

/// An open journal file and the writes on it (behind `FileSessionJournal`'s mutex); failures become `problem`.
/// 打开的日志文件及其写入操作（由 `FileSessionJournal` 的互斥锁保护）；失败记为 `problem`。
struct JournalWriter {
    let path: String
    /// The file's name in its folder.
    let name: String
    let layout: JournalLayout
    /// Simulated disk size for tests (nil: the real disk).
    let capacity: Int?
    /// The open journal file and its folder; -1 once committed or closed.
    private(set) var file: Int32
    private var folder: Int32
    /// Where the next record goes (the logical end; the preallocated tail beyond it is zeros).
    private(set) var writeOffset: Int
    /// Bytes allocated for the file (its size).
    private(set) var allocatedEnd: Int
    /// The sequence number of the last position written.
    private(set) var sequence: UInt64
    private(set) var problem: JournalError?
    /// True once an append failed: later records would leave a gap, so only positions are still written.
    private var appendsStopped = false
    /// True when records were written since the last sync.
    private var needsSync = false
    private let encoder = JournalRecord.makeEncoder()

    init(
        path: String, name: String, layout: JournalLayout, capacity: Int?, file: Int32, folder: Int32,
        writeOffset: Int, allocatedEnd: Int, sequence: UInt64
    ) {
        self.path = path
        self.name = name
        self.layout = layout
        self.capacity = capacity
        self.file = file
        self.folder = folder
        self.writeOffset = writeOffset
        self.allocatedEnd = allocatedEnd
        self.sequence = sequence
    }

    /// Appends a record at the logical end, growing the preallocated space when it runs out.
    mutating func append(_ record: JournalRecord, sync: Bool) {
        guard file >= 0, !appendsStopped else { return }
        guard let line = try? record.line(using: encoder) else {
            report(EINVAL)
            return
        }
        let end = writeOffset + line.count
        guard end <= allocatedEnd || grow(toAtLeast: end) else { return }
        let code = JournalFileIO.write(line, to: file, at: writeOffset)
        guard code == 0 else {
            appendsStopped = true
            report(code)
            return
        }
        writeOffset = end
        needsSync = true
        if sync { syncNow() }
    }

    /// Writes the position into the older slot without syncing (the page cache survives `kill -9`).
    mutating func write(_ position: SessionPosition) {
        guard file >= 0 else { return }
        sequence += 1
        let record = JournalRecord.position(JournalPositionRecord(sequence: sequence, position: position))
        guard let line = try? record.line(using: encoder) else {
            report(EINVAL)
            return
        }
        guard line.count <= layout.slotBytes else {
            append(record, sync: false)
            return
        }
        let code = JournalFileIO.write(line, to: file, at: layout.slotOffset(sequence: sequence))
        if code != 0 { report(code) }
        needsSync = true
    }

    /// Makes what was written durable, if anything was since the last sync.
    mutating func syncIfNeeded() {
        guard file >= 0, needsSync else { return }
        syncNow()
    }

    /// Appends the finished session, gives back the preallocated space beyond it, and syncs.
    mutating func finish(_ session: Session) {
        // Nothing follows a finished record: a journal kept for a database that cannot be written holds its records.
        append(.finished(session), sync: false)
        guard file >= 0, !appendsStopped else { return syncIfNeeded() }
        if writeOffset < allocatedEnd, ftruncate(file, off_t(writeOffset)) == 0 {
            allocatedEnd = writeOffset
            needsSync = true
        }
        syncIfNeeded()
    }

    /// Removes the file (the database has the session) and closes it.
    mutating func remove() {
        guard file >= 0 else { return }
        if unlinkat(folder, name, 0) != 0 { report(errno) }
        _ = fsync(folder)
        close()
    }

    /// Syncs what is unsynced and closes the file; the journal stays pending.
    mutating func close() {
        guard file >= 0 else { return }
        if needsSync { syncNow() }
        _ = Foundation.close(file)
        _ = Foundation.close(folder)
        file = -1
        folder = -1
    }

    private mutating func syncNow() {
        var result: Int32
        repeat { result = fdatasync(file) } while result != 0 && errno == EINTR
        if result != 0 { report(errno) }
        needsSync = false
    }

    /// Allocates more room; false (with `problem` set and appends stopped) when the disk or the size limit says no.
    private mutating func grow(toAtLeast end: Int) -> Bool {
        let target = JournalLayout.roundedUp(max(end, allocatedEnd + JournalLayout.growthBytes))
        let code =
            target > JournalLayout.maximumFileBytes
            ? EFBIG : JournalFileIO.reserve(file, from: allocatedEnd, to: target, capacity: capacity)
        guard code == 0 else {
            appendsStopped = true
            report(code)
            return false
        }
        allocatedEnd = target
        return true
    }

    /// Keeps the first failure.
    private mutating func report(_ code: Int32) {
        guard problem == nil else { return }
        problem =
            code == ENOSPC
            ? .diskFull(path: path) : (code == EFBIG ? .full(path: path) : .failed(path: path, code: code))
    }
}
