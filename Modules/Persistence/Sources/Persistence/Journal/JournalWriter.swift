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
    /// True once the folder entry of the file is durable (the first sync makes it so; see `syncNow`).
    private var folderSynced = false
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
        guard file >= 0, needsSync || !folderSynced else { return }
        syncNow()
    }

    /// Appends the finished session and gives back the preallocated space beyond it, without syncing.
    mutating func finish(_ session: Session) {
        // Nothing follows a finished record: a journal kept for a database that cannot be written holds its records.
        // Not synced here: the database's durable commit follows and the journal goes, so a sync would only be for
        // the moment between (a power cut there leaves the synced last segment change, which recovery ends); when the
        // database does not take the session, the caller syncs (`sync`) or closing does.
        append(.finished(session), sync: false)
        guard file >= 0, !appendsStopped else { return }
        if writeOffset < allocatedEnd, ftruncate(file, off_t(writeOffset)) == 0 {
            allocatedEnd = writeOffset
            needsSync = true
        }
    }

    /// Removes the file (the database has the session) and closes it, syncing neither.
    mutating func remove() {
        // The database commit before this is durable, so nothing here needs to be: if a power cut undoes the unlink,
        // the journal comes back with its synced finished session, which the database already holds, and recovery
        // removes it without saving twice (`TrainRecoveryViewModel.saveFinished`). The next journal's first sync
        // makes the removal durable anyway.
        guard file >= 0 else { return }
        // Nor the folder's first sync, which `close` would do for a journal that never had one (ended in its first
        // segment): it would sync the data of a file that is gone, then its removal. A file that stays is synced.
        if unlinkat(folder, name, 0) == 0 {
            needsSync = false
            folderSynced = true
        } else {
            report(errno)
        }
        close()
    }

    /// Syncs what is unsynced and closes the file; the journal stays pending.
    mutating func close() {
        guard file >= 0 else { return }
        if needsSync || !folderSynced { syncNow() }
        _ = Foundation.close(file)
        _ = Foundation.close(folder)
        file = -1
        folder = -1
    }

    /// `fdatasync` of the file and, the first time, `fsync` of the folder that names it.
    private mutating func syncNow() {
        // The header is written when the journal is created but not synced there: the first sync (the first segment
        // change, pause or the end) covers it, the data first and then the folder entry, so a power cut before it
        // leaves a file whose bytes never reached the disk (removed as never started, `FileSessionJournalStore`'s
        // `inspect`) or none at all.
        var result: Int32
        repeat { result = fdatasync(file) } while result != 0 && errno == EINTR
        if result != 0 { report(errno) }
        needsSync = false
        guard !folderSynced else { return }
        folderSynced = true
        if fsync(folder) != 0 { report(errno) }
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
