import Foundation
import Shared
import Testing

@testable import Persistence

/// A journal whose header cannot be read is moved aside, reported and kept; other files are left alone.
/// 头部无法读取的日志会被移到一旁、报告并保留；其他文件不受影响。
@Suite struct JournalDamageTests {
    private let folder = TemporaryDirectory()
    private var directory: String { folder.file("journal") }
    private var store: FileSessionJournalStore { FileSessionJournalStore(directory: directory) }
    private let name = "0badf00d-0000-4000-8000-000000000000.journal"

    private func place(_ bytes: [UInt8], as name: String) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: directory + "/" + name, contents: Data(bytes)))
    }

    private func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    }

    @Test func anUnreadableHeaderIsMovedAsideKeptAndReported() throws {
        let garbage = Array("not a journal\n{\"type\":\"event\"}\n".utf8)
        try place(garbage, as: name)
        let found = store.pending(for: JournalSample.database)
        #expect(found.journals == [])
        #expect(
            found.damaged == [
                DamagedJournal(originalPath: directory + "/" + name, movedTo: directory + "/" + name + ".damaged")
            ])
        #expect(try names() == [name + ".damaged"])
        #expect(JournalSample.bytes(directory + "/" + name + ".damaged") == garbage)
        let again = store.pending(for: JournalSample.database)
        #expect(again.journals == [] && again.damaged == [])
    }

    @Test func aDamagedHeaderNeverOverwritesAnEarlierDamagedFile() throws {
        try place(Array("first".utf8), as: name + ".damaged")
        try place(Array("second".utf8), as: name)
        let found = store.pending(for: JournalSample.database)
        #expect(found.damaged.map(\.movedTo) == [directory + "/" + name + ".2.damaged"])
        #expect(try names() == [name + ".2.damaged", name + ".damaged"])
        #expect(JournalSample.bytes(directory + "/" + name + ".damaged") == Array("first".utf8))
    }

    @Test func aJournalWhoseBytesNeverReachedTheDiskIsRemovedAsNeverStarted() throws {
        // Created but not yet synced (the first sync comes at the first change of segment): a power cut leaves an
        // empty file or its reserved zeros, and no one was told of that workout.
        try place([], as: name)
        try place([UInt8](repeating: 0, count: 4096), as: JournalSample.id(2).uuidString.lowercased() + ".journal")
        let found = store.pending(for: JournalSample.database)
        #expect(found.journals == [] && found.damaged == [])
        #expect(try names() == [])
    }

    @Test func aHeaderWithOneFlippedByteIsDamaged() throws {
        try JournalSample.write(JournalSample.header(), in: store) { $0.record(JournalSample.events[0]) }
        let path = directory + "/" + JournalSample.id(1).uuidString.lowercased() + ".journal"
        var bytes = JournalSample.bytes(path)
        let index = try #require(bytes.firstIndex(of: UInt8(ascii: "T")))
        bytes[index] = UInt8(ascii: "t")
        JournalSample.overwrite(path, at: 0, with: bytes)
        let found = store.pending(for: JournalSample.database)
        #expect(found.journals == [])
        #expect(found.damaged == [DamagedJournal(originalPath: path, movedTo: path + ".damaged")])
        #expect(JournalSample.bytes(path + ".damaged") == bytes)
    }

    @Test func anOversizedFileIsDamagedWithoutBeingRead() throws {
        try place([], as: name)
        let file = open(directory + "/" + name, O_WRONLY)
        #expect(ftruncate(file, off_t(JournalLayout.maximumFileBytes + 1)) == 0)
        close(file)
        #expect(store.pending(for: JournalSample.database).damaged.map(\.originalPath) == [directory + "/" + name])
    }

    @Test func aSymbolicLinkNamedLikeAJournalIsNotFollowed() throws {
        try JournalSample.write(
            JournalSample.header(), in: FileSessionJournalStore(directory: folder.file("elsewhere")))
        let target = folder.file("elsewhere/" + JournalSample.id(1).uuidString.lowercased() + ".journal")
        let before = JournalSample.bytes(target)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: directory + "/" + name, withDestinationPath: target)
        let found = store.pending(for: JournalSample.database)
        #expect(found.journals == [])
        #expect(found.damaged.map(\.movedTo) == [directory + "/" + name + ".damaged"])
        #expect(JournalSample.bytes(target) == before)
    }

    @Test func otherFilesAreLeftAlone() throws {
        try place(Array("x".utf8), as: "notes.txt")
        try place(Array("y".utf8), as: "old.journal.damaged")
        try place(Array("z".utf8), as: ".hidden.journal")
        let found = store.pending(for: JournalSample.database)
        #expect(found.journals == [] && found.damaged == [])
        #expect(try names() == [".hidden.journal", "notes.txt", "old.journal.damaged"])
    }

    @Test func aJournalOfANewerFormatIsLeftAlone() throws {
        let preamble = JournalPreamble(format: 2, slotBytes: 4096, header: JournalSample.header())
        let bytes = try JournalRecord.header(preamble).line(using: JournalRecord.makeEncoder())
        try place(bytes, as: name)
        let found = store.pending(for: JournalSample.database)
        #expect(found.journals == [] && found.damaged == [])
        #expect(JournalSample.bytes(directory + "/" + name) == bytes)
    }

    @Test func anAbandonedTemporaryFileIsIgnored() throws {
        try place(Array("half".utf8), as: "." + name + ".new")
        let found = store.pending(for: JournalSample.database)
        #expect(found.journals == [] && found.damaged == [])
        #expect(try names() == ["." + name + ".new"])
    }

    @Test func aMissingFolderHasNothingPendingAndIsNotCreated() {
        let found = store.pending(for: JournalSample.database)
        #expect(found.journals == [] && found.damaged == [])
        #expect(!FileManager.default.fileExists(atPath: directory))
    }
}
