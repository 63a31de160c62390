import Foundation
import Shared
import Synchronization

/// The journal file of one running session: records in order, the position in two slots, synced where it matters.
/// 一次运行中会话的日志文件：按序记录，位置写入两个槽位，并在关键时刻同步。
public final class FileSessionJournal: SessionJournal {
    /// Where the journal file is, for messages.
    public let path: String
    private let writer: Mutex<JournalWriter>

    init(writer: JournalWriter) {
        path = writer.path
        self.writer = Mutex(writer)
    }

    deinit { writer.withLock { $0.close() } }

    public var syncDescriptor: Int32 { writer.withLock { $0.file } }

    public var problem: JournalError? { writer.withLock { $0.problem } }

    /// Written to the page cache, which survives `kill -9`; the session's writer decides when to `sync()`.
    public func record(_ event: SessionEvent) {
        writer.withLock { $0.append(.event(event), sync: false) }
    }

    public func record(_ change: SessionOverride) {
        writer.withLock { $0.append(.override(change), sync: false) }
    }

    public func update(_ position: SessionPosition) {
        writer.withLock { $0.write(position) }
    }

    public func sync() {
        writer.withLock { $0.syncIfNeeded() }
    }

    public func finish(_ session: Session) {
        writer.withLock { $0.finish(session) }
    }

    public func commit() {
        writer.withLock { $0.remove() }
    }

    /// Closes the file without removing it: the journal stays pending (as after a crash).
    func close() {
        writer.withLock { $0.close() }
    }

    /// Where the next record goes and how much space the file holds (for tests).
    var extent: (writeOffset: Int, allocated: Int) { writer.withLock { ($0.writeOffset, $0.allocatedEnd) } }
}
