import Foundation
import Shared
import Testing

@testable import Persistence

/// The journal's space is reserved up front, its files are private, and a full disk never stops a workout.
/// 日志空间预先保留，文件仅本人可用，磁盘写满也绝不中断训练。
@Suite struct JournalStorageTests {
    private let folder = TemporaryDirectory()
    private var directory: String { folder.file("state/interfit/journal") }

    private func status(_ path: String) -> stat {
        var info = stat()
        precondition(lstat(path, &info) == 0)
        return info
    }

    @Test func beginPreallocatesTheFileSpace() throws {
        let journal = try FileSessionJournalStore(directory: directory).create(JournalSample.header())
        defer { journal.close() }
        let layout = try #require(JournalSample.contents(journal.path)).layout
        let info = status(journal.path)
        #expect(layout.initialSize >= JournalLayout.logReserveBytes)
        #expect(Int(info.st_size) == layout.initialSize)
        #expect(Int(info.st_blocks) * 512 >= layout.initialSize)
        #expect(journal.extent.writeOffset == layout.logStart)
    }

    @Test func aFinishedJournalGivesBackItsPreallocatedSpace() throws {
        // A workout with history off keeps its finished journal: it holds its records, not 292 KiB of zeros.
        let store = FileSessionJournalStore(directory: directory)
        let journal = try store.create(JournalSample.header())
        let layout = try #require(JournalSample.contents(journal.path)).layout
        journal.record(JournalSample.events[0])
        journal.update(JournalSample.position(5))
        journal.finish(JournalSample.session())
        let size = Int(status(journal.path).st_size)
        #expect(size == journal.extent.writeOffset && size == journal.extent.allocated)
        #expect(size > layout.logStart && size < layout.logStart + 4096)
        #expect(journal.problem == nil)
        journal.close()
        let pending = try #require(store.pending(for: JournalSample.database).journals.first)
        #expect(pending.finished == JournalSample.session())
        #expect(pending.position == JournalSample.position(5))
    }

    @Test func positionUpdatesNeverGrowTheFile() throws {
        let journal = try FileSessionJournalStore(directory: directory).create(JournalSample.header())
        journal.record(JournalSample.events[0])
        let before = (journal.extent, status(journal.path).st_size, status(journal.path).st_blocks)
        for second in 1...1000 { journal.update(JournalSample.position(second)) }
        let after = (journal.extent, status(journal.path).st_size, status(journal.path).st_blocks)
        #expect(before.0 == after.0 && before.1 == after.1 && before.2 == after.2, "\(before) \(after)")
        #expect(journal.problem == nil)
        journal.close()
        let pending = FileSessionJournalStore(directory: directory).pending(for: JournalSample.database).journals
        #expect(pending.map(\.position) == [JournalSample.position(1000)])
    }

    @Test func filesAreTheOwnersAlone() throws {
        let journal = try FileSessionJournalStore(directory: directory).create(JournalSample.header())
        defer { journal.close() }
        #expect(JournalSample.mode(directory) == 0o700)
        #expect(JournalSample.mode(folder.file("state/interfit")) == 0o700)
        #expect(JournalSample.mode(journal.path) == 0o600)
    }

    @Test func aSymbolicLinkAsTheFolderIsRefused() throws {
        let real = folder.file("real")
        try JournalSample.write(JournalSample.header(), in: FileSessionJournalStore(directory: real))
        try FileManager.default.createSymbolicLink(atPath: folder.file("link"), withDestinationPath: real)
        let store = FileSessionJournalStore(directory: folder.file("link"))
        #expect(throws: JournalError.unsafeFolder(path: folder.file("link"), reason: .symbolicLink)) {
            try store.begin(JournalSample.header(2))
        }
        let found = store.pending(for: JournalSample.database)
        #expect(found.journals == [] && found.damaged == [])
    }

    @Test(arguments: [0o777, 0o770, 0o702])
    func aFolderOthersMayWriteIntoIsRefused(mode: Int) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        #expect(chmod(directory, mode_t(mode)) == 0)
        let store = FileSessionJournalStore(directory: directory)
        #expect(throws: JournalError.unsafeFolder(path: directory, reason: .writableByOthers)) {
            try store.begin(JournalSample.header())
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == [])
        #expect(store.pending(for: JournalSample.database).journals == [])
    }

    @Test(.enabled(if: geteuid() == 0, "only root can give a folder to another user"))
    func aFolderOfAnotherUserIsRefused() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        #expect(chown(directory, 4242, 4242) == 0)
        #expect(throws: JournalError.unsafeFolder(path: directory, reason: .notOwned)) {
            try FileSessionJournalStore(directory: directory).begin(JournalSample.header())
        }
    }

    @Test func aFileInPlaceOfTheFolderIsRefused() throws {
        try FileManager.default.createDirectory(
            atPath: folder.file("state/interfit"), withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: directory, contents: Data("x".utf8)))
        #expect(throws: JournalError.unsafeFolder(path: directory, reason: .notAFolder)) {
            try FileSessionJournalStore(directory: directory).begin(JournalSample.header())
        }
    }

    @Test func aDiskTooFullToBeginThrowsAndLeavesNothing() throws {
        let store = FileSessionJournalStore(directory: directory, capacity: 8192)
        let path = directory + "/" + JournalSample.id(1).uuidString.lowercased() + ".journal"
        #expect(throws: JournalError.diskFull(path: path)) { try store.begin(JournalSample.header()) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == [])
    }

    @Test func aDiskThatFillsUpSetsTheProblemAndKeepsWhatFits() throws {
        let size = try FileSessionJournalStore(directory: folder.file("probe")).create(JournalSample.header()).extent
            .allocated
        let store = FileSessionJournalStore(directory: directory, capacity: size)
        let journal = try store.create(JournalSample.header())
        // Segment indices stay on the sample's 15-segment timeline (a journal holding others is damaged).
        let events = (0..<5000).map { SessionEvent(t: Double($0), kind: .segmentChanged(index: $0 % 15)) }
        for event in events { journal.record(event) }
        let problem = try #require(journal.problem)
        #expect(problem == .diskFull(path: journal.path))
        #expect(journal.extent.allocated == size)
        journal.update(JournalSample.position(99))
        journal.finish(JournalSample.session())
        journal.close()
        let pending = try #require(store.pending(for: JournalSample.database).journals.first)
        #expect(pending.events.count > 1000 && pending.events.count < events.count)
        #expect(pending.events == Array(events.prefix(pending.events.count)))
        #expect(pending.position == JournalSample.position(99))
        #expect(pending.finished == nil)
    }

    @Test func theSpaceGrowsWhenTheDiskAllows() throws {
        let store = FileSessionJournalStore(directory: directory)
        let journal = try store.create(JournalSample.header())
        let initial = journal.extent.allocated
        let events = (0..<5000).map { SessionEvent(t: Double($0), kind: .restExtended(seconds: 1 + $0 % 600)) }
        for event in events { journal.record(event) }
        journal.finish(JournalSample.session())
        #expect(journal.problem == nil)
        #expect(journal.extent.allocated > initial)
        #expect(Int(status(journal.path).st_size) == journal.extent.allocated)
        journal.close()
        let pending = try #require(store.pending(for: JournalSample.database).journals.first)
        #expect(pending.events == events)
        #expect(pending.finished == JournalSample.session())
    }

    @Test func aJournalStopsAtItsSizeLimitAndStaysReadable() throws {
        let store = FileSessionJournalStore(directory: directory)
        let journal = try store.create(JournalSample.header())
        let reason = String(repeating: "x", count: 100_000)
        for index in 0..<200 { journal.record(SessionEvent(t: Double(index), kind: .degraded(reason: reason))) }
        #expect(journal.problem == .full(path: journal.path))
        #expect(Int(status(journal.path).st_size) <= JournalLayout.maximumFileBytes)
        journal.close()
        let found = store.pending(for: JournalSample.database)
        #expect(found.damaged == [])
        #expect(found.journals.first?.events.count ?? 0 > 100)
    }

    @Test func theFolderFollowsTheStateHome() {
        #expect(
            JournalLocation.resolve(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"], accountHome: "/a")
                == "/s/interfit/journal")
        #expect(
            JournalLocation.resolve(environment: ["XDG_STATE_HOME": "rel", "HOME": "/h"], accountHome: "/a")
                == "/h/.local/state/interfit/journal")
        #expect(JournalLocation.resolve(environment: [:], accountHome: "/a") == "/a/.local/state/interfit/journal")
    }
}
