import Foundation
import Shared
import Testing

@testable import Persistence

/// A crash in the middle of a write loses at most that record, never the journal.
/// 写入中途崩溃最多丢失那一条记录，绝不丢失整个日志。
@Suite struct JournalTornRecordTests {
    private let folder = TemporaryDirectory()
    private var store: FileSessionJournalStore { FileSessionJournalStore(directory: folder.file("journal")) }
    private var path: String { folder.file("journal/" + JournalSample.id(1).uuidString.lowercased() + ".journal") }

    /// Writes three events and two positions; returns where the next record would have gone.
    private func writeJournal() throws -> Int {
        var end = 0
        try JournalSample.write(JournalSample.header(), in: store) { journal in
            for event in JournalSample.events.prefix(3) { journal.record(event) }
            journal.update(JournalSample.position(1))
            journal.update(JournalSample.position(2))
            end = journal.extent.writeOffset
        }
        return end
    }

    private func expectIntact(_ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let found = store.pending(for: JournalSample.database)
        #expect(found.damaged == [], comment, sourceLocation: sourceLocation)
        let journal = try #require(found.journals.first, comment, sourceLocation: sourceLocation)
        #expect(journal.events == Array(JournalSample.events.prefix(3)), comment, sourceLocation: sourceLocation)
        #expect(journal.position == JournalSample.position(2), comment, sourceLocation: sourceLocation)
    }

    @Test func aPartialLastLineIsIgnored() throws {
        let end = try writeJournal()
        let line = try JournalRecord.event(JournalSample.events[3]).line(using: JournalRecord.makeEncoder())
        JournalSample.overwrite(path, at: end, with: Array(line.prefix(line.count / 2)))
        try expectIntact()
    }

    @Test func randomBytesAfterTheLastNewlineAreIgnored() throws {
        let end = try writeJournal()
        var generator = SeededGenerator(seed: 3000)
        var garbage = (0..<3000).map { _ in UInt8.random(in: 1...255, using: &generator) }
        garbage[100] = UInt8(ascii: "\n")
        garbage[2000] = UInt8(ascii: "\n")
        JournalSample.overwrite(path, at: end, with: garbage)
        try expectIntact("seed \(generator.seed)")
    }

    @Test func aLastLineWithZerosInsideIsIgnored() throws {
        let end = try writeJournal()
        var line = try JournalRecord.event(JournalSample.events[3]).line(using: JournalRecord.makeEncoder())
        line.replaceSubrange(10..<30, with: [UInt8](repeating: 0, count: 20))
        JournalSample.overwrite(path, at: end, with: line)
        try expectIntact()
    }

    @Test func aLastLineWithAWrongChecksumIsIgnored() throws {
        let end = try writeJournal()
        var line = try JournalRecord.event(JournalSample.events[3]).line(using: JournalRecord.makeEncoder())
        // `"t":22.5}` becomes `"t":22.6}`: still valid JSON, but not what was checksummed.
        #expect(line[line.count - 4] == UInt8(ascii: "5"))
        line[line.count - 4] = UInt8(ascii: "6")
        JournalSample.overwrite(path, at: end, with: line)
        try expectIntact()
    }

    @Test func aTornPositionSlotFallsBackToTheOtherSlot() throws {
        _ = try writeJournal()
        let layout = try #require(JournalSample.contents(path)).layout
        // Position 2 (sequence 2) is in slot 0: tear it as a write cut short would.
        let slot = layout.slotOffset(sequence: 2)
        let newer = try JournalRecord.position(JournalPositionRecord(sequence: 3, position: JournalSample.position(3)))
            .line(using: JournalRecord.makeEncoder())
        JournalSample.overwrite(path, at: slot, with: Array(newer.prefix(newer.count - 40)))
        let journal = try #require(store.pending(for: JournalSample.database).journals.first)
        #expect(journal.position == JournalSample.position(1))
        #expect(journal.events == Array(JournalSample.events.prefix(3)))
    }

    @Test func aLineCutBeforeItsNewlineIsIgnored() throws {
        let end = try writeJournal()
        let line = try JournalRecord.event(JournalSample.events[3]).line(using: JournalRecord.makeEncoder())
        JournalSample.overwrite(path, at: end, with: Array(line.dropLast()))
        try expectIntact()
    }
}
