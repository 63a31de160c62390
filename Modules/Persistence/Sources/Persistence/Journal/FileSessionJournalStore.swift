import Foundation
import Shared

/// Session journals as `<session id>.journal` files (0600, preallocated) in one private folder (0700).
/// 私有文件夹（0700）中的会话日志文件 `<会话 id>.journal`（0600，预分配）。
public struct FileSessionJournalStore: SessionJournalStore {
    /// The journal folder.
    public let directory: String
    /// Simulated disk size per journal file, for tests (nil: the real disk).
    let capacity: Int?

    public init(directory: String) {
        self.init(directory: directory, capacity: nil)
    }

    init(directory: String, capacity: Int?) {
        self.directory = directory
        self.capacity = capacity
    }

    public func begin(_ header: JournalHeader) throws(JournalError) -> any SessionJournal {
        try create(header)
    }

    /// Creates a journal under a hidden name and gives it its real name once locked and its header written.
    func create(_ header: JournalHeader) throws(JournalError) -> FileSessionJournal {
        // So a `.journal` always has a header in the page cache (which survives `kill -9`); a crash may leave an
        // event-less `.<name>.new`, ignored. Nothing is synced here: the session's first sync (its first segment
        // change, pause or end) syncs the header with it and then the folder entry (`JournalWriter.syncNow`).
        guard let folder = try JournalFolder.open(path: directory, create: true) else {
            throw .failed(path: directory, code: ENOENT)
        }
        let name = header.sessionId.uuidString.lowercased() + ".journal"
        let temporary = "." + name + ".new"
        let path = folder.path(of: name)
        let preamble = JournalPreamble(
            format: JournalPreamble.currentFormat, slotBytes: JournalLayout.defaultSlotBytes, header: header)
        guard !folder.contains(name) else {
            folder.close()
            throw .failed(path: path, code: EEXIST)
        }
        guard let headerLine = try? JournalRecord.header(preamble).line(using: JournalRecord.makeEncoder()) else {
            folder.close()
            throw .failed(path: path, code: EINVAL)
        }
        let layout = JournalLayout(headerBytes: headerLine.count, slotBytes: preamble.slotBytes)
        guard layout.initialSize <= JournalLayout.maximumFileBytes else {
            folder.close()
            throw .failed(path: path, code: EFBIG)
        }
        let file = folder.openFile(temporary, flags: O_RDWR | O_CREAT | O_EXCL)
        guard file >= 0 else {
            let code = errno
            folder.close()
            throw .failed(path: path, code: code)
        }
        var published = false
        defer {
            if !published {
                close(file)
                folder.unlink(temporary)
                folder.close()
            }
        }
        fchmod(file, 0o600)
        guard JournalFileIO.lock(file, exclusive: true) else { throw .failed(path: path, code: errno) }
        var code = JournalFileIO.reserve(file, from: 0, to: layout.initialSize, capacity: capacity)
        if code == 0 { code = JournalFileIO.write(headerLine, to: file, at: 0) }
        if code == 0 { code = folder.publish(temporary, as: name) }
        guard code == 0 else { throw code == ENOSPC ? .diskFull(path: path) : .failed(path: path, code: code) }
        published = true
        return FileSessionJournal(
            writer: JournalWriter(
                path: path, name: name, layout: layout, capacity: capacity, file: file, folder: folder.descriptor,
                writeOffset: layout.logStart, allocatedEnd: layout.initialSize, sequence: 0))
    }

    public func pending(for database: String) -> (journals: [PendingJournal], damaged: [DamagedJournal]) {
        guard let folder = try? JournalFolder.open(path: directory, create: false) else { return ([], []) }
        defer { folder.close() }
        let wanted = Self.standardized(database)
        var journals: [PendingJournal] = []
        var damaged: [DamagedJournal] = []
        for name in folder.names().sorted() {
            guard !name.hasPrefix("."), name.hasSuffix(".journal") else { continue }
            switch inspect(name, in: folder) {
            case .readable(let contents):
                if Self.standardized(contents.preamble.header.database) == wanted {
                    journals.append(contents.pending(path: folder.path(of: name)))
                }
            case .damaged:
                damaged.append(DamagedJournal(originalPath: folder.path(of: name), movedTo: folder.moveAside(name)))
            case .unsupported, nil:
                continue
            }
        }
        journals.sort { ($0.header.startedAt, $0.path) < ($1.header.startedAt, $1.path) }
        return (journals, damaged)
    }

    public func remove(_ journal: PendingJournal) throws(JournalError) {
        try delete(journal)
    }

    /// Deletes a pending journal's file; a journal already gone is fine, one in use by a running workout is not.
    func delete(_ journal: PendingJournal) throws(JournalError) {
        let name = Self.fileName(of: journal.path)
        guard name.hasSuffix(".journal"), let folder = try JournalFolder.open(path: directory, create: false) else {
            return
        }
        defer { folder.close() }
        let file = folder.openFile(name, flags: O_RDONLY | O_NONBLOCK)
        guard file >= 0 else {
            if errno == ENOENT { return }
            throw .failed(path: journal.path, code: errno)
        }
        defer { close(file) }
        guard JournalFileIO.lock(file, exclusive: true) else { throw .inUse(path: journal.path) }
        let code = folder.unlink(name)
        guard code == 0 || code == ENOENT else { throw .failed(path: journal.path, code: code) }
        folder.sync()
    }

    /// Reopens a pending journal to continue after its last complete record, clearing any torn tail first.
    public func resume(_ journal: PendingJournal) throws(JournalError) -> any SessionJournal {
        try reopen(journal)
    }

    /// `resume`, with the concrete type (for tests).
    func reopen(_ journal: PendingJournal) throws(JournalError) -> FileSessionJournal {
        let name = Self.fileName(of: journal.path)
        guard let folder = try JournalFolder.open(path: directory, create: false) else {
            throw .failed(path: journal.path, code: ENOENT)
        }
        let file = folder.openFile(name, flags: O_RDWR | O_NONBLOCK)
        guard file >= 0 else {
            let code = errno
            folder.close()
            throw .failed(path: journal.path, code: code)
        }
        var handedOver = false
        defer {
            if !handedOver {
                close(file)
                folder.close()
            }
        }
        guard JournalFileIO.lock(file, exclusive: true) else { throw .inUse(path: journal.path) }
        guard let info = JournalFileIO.status(file), JournalFileIO.isRegularFile(info.st_mode),
            Int(info.st_size) <= JournalLayout.maximumFileBytes,
            let bytes = JournalFileIO.read(file, count: Int(info.st_size)),
            case .readable(let contents) = JournalContents.read(bytes)
        else { throw .unreadable(path: journal.path) }
        var code = JournalFileIO.zero(file, from: contents.logicalEnd, to: contents.dirtyEnd)
        if code == 0 && fdatasync(file) != 0 { code = errno }
        guard code == 0 else {
            throw code == ENOSPC ? .diskFull(path: journal.path) : .failed(path: journal.path, code: code)
        }
        handedOver = true
        return FileSessionJournal(
            writer: JournalWriter(
                path: folder.path(of: name), name: name, layout: contents.layout, capacity: capacity, file: file,
                folder: folder.descriptor, writeOffset: contents.logicalEnd,
                allocatedEnd: max(Int(info.st_size), contents.logicalEnd), sequence: contents.position?.sequence ?? 0))
    }

    /// Reads one journal; nil when it is in use by a running workout or gone.
    private func inspect(_ name: String, in folder: JournalFolder) -> JournalContents.Outcome? {
        let file = folder.openFile(name, flags: O_RDONLY | O_NONBLOCK)
        guard file >= 0 else { return errno == ENOENT ? nil : .damaged }
        defer { close(file) }
        guard let info = JournalFileIO.status(file), JournalFileIO.isRegularFile(info.st_mode) else { return .damaged }
        guard JournalFileIO.lock(file, exclusive: false) else { return nil }
        guard Int(info.st_size) <= JournalLayout.maximumFileBytes,
            let bytes = JournalFileIO.read(file, count: Int(info.st_size))
        else { return .damaged }
        // Not one byte on disk: a power cut came before the session's first sync, so nobody was told of it.
        if bytes.allSatisfy({ $0 == 0 }) {
            folder.unlink(name)
            return nil
        }
        return JournalContents.read(bytes)
    }

    private static func fileName(of path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
    }

    /// An absolute path with `.`, `..` and repeated slashes resolved by name (links are not followed).
    static func standardized(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var parts: [Substring] = []
        for part in absolute.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }
}
