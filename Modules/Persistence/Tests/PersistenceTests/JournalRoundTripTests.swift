import Foundation
import Shared
import Testing

@testable import Persistence

/// Sample journal content and raw file access shared by the journal tests.
/// 日志测试共用的示例内容与原始文件访问。
enum JournalSample {
    static let start = Date(timeIntervalSinceReferenceDate: 800_000_000)
    static let database = "/data/interfit/interfit.sqlite"

    static let snapshot = PlanSnapshot(
        planId: nil, templateId: "tabata", name: "Tabata «测试» 🏃\n",
        content: PlanContent(setsCount: 8, workSeconds: 20, restSeconds: 10, exercises: ["Squat", "Push-up"]),
        takenAt: start, isAdjusted: true)

    static func id(_ number: Int) -> UUID {
        UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", number))!
    }

    static func header(_ number: Int = 1, database: String = database, startedAt: Date = start) -> JournalHeader {
        JournalHeader(sessionId: id(number), database: database, startedAt: startedAt, snapshot: snapshot)
    }

    /// Where the sample workout stands after `second` seconds (its 15 segments taken as 30 s each, the last held).
    static func position(_ second: Int, paused: Bool = false) -> SessionPosition {
        let segment = min(second / 30, 14)
        return SessionPosition(
            t: Double(second) + 0.125, activeSeconds: Double(second) * 0.875, pausedSeconds: 1.5,
            segmentIndex: segment, segmentStartSeconds: Double(segment * 30), segmentLengthSeconds: 30,
            completedWork: Array(stride(from: 0, to: segment, by: 2)), isPaused: paused)
    }

    static let events: [SessionEvent] = [
        SessionEvent(t: 0, kind: .started),
        SessionEvent(t: 0, kind: .segmentChanged(index: 0)),
        SessionEvent(t: 20.001, kind: .segmentChanged(index: 1)),
        SessionEvent(t: 22.5, kind: .restExtended(seconds: 15)),
        SessionEvent(t: 25.25, kind: .paused(reason: .user)),
        SessionEvent(t: 31.75, kind: .resumed),
        SessionEvent(t: 32, kind: .degraded(reason: "no player \"pw-play\"\n")),
        SessionEvent(t: 40.5, kind: .skipped(fromIndex: 1)),
    ]

    static let overrides: [SessionOverride] = [
        .restExtended(segmentIndex: 1, seconds: 15), .skipped(segmentIndex: 1, remainingSeconds: 7.25),
        .wentBack(toSegmentIndex: 0),
    ]

    static func session(_ number: Int = 1) -> Session {
        Session(
            id: id(number), snapshot: snapshot, status: .ended, startedAt: start,
            endedAt: start.addingTimeInterval(61.5), activeSeconds: 55.123, pausedSeconds: 6.5, completedSets: 1,
            totalSets: 8, events: events, overrides: overrides, tags: [.adjusted, .interrupted])
    }

    /// Writes a whole journal and closes it, as a crashed process leaves it.
    static func write(
        _ header: JournalHeader, in store: FileSessionJournalStore, _ body: (FileSessionJournal) -> Void = { _ in }
    ) throws {
        let journal = try store.create(header)
        body(journal)
        journal.close()
    }

    static func bytes(_ path: String) -> [UInt8] { [UInt8](FileManager.default.contents(atPath: path) ?? Data()) }

    /// Overwrites bytes of a file at an offset.
    static func overwrite(_ path: String, at offset: Int, with bytes: [UInt8]) {
        let file = open(path, O_WRONLY)
        precondition(file >= 0)
        _ = bytes.withUnsafeBytes { pwrite(file, $0.baseAddress, $0.count, off_t(offset)) }
        close(file)
    }

    /// The layout and contents of a journal file as read back.
    static func contents(_ path: String) -> JournalContents? {
        guard case .readable(let contents) = JournalContents.read(bytes(path)) else { return nil }
        return contents
    }

    static func mode(_ path: String) -> mode_t {
        var info = stat()
        precondition(lstat(path, &info) == 0)
        return info.st_mode & 0o7777
    }
}

/// A journal reads back exactly as written, and only for its own database.
/// 日志按写入的原样读回，且只属于它自己的数据库。
@Suite struct JournalRoundTripTests {
    private let folder = TemporaryDirectory()
    private var directory: String { folder.file("state/interfit/journal") }
    private var store: FileSessionJournalStore { FileSessionJournalStore(directory: directory) }

    @Test func aJournalReadsBackAsWritten() throws {
        try JournalSample.write(JournalSample.header(), in: store) { journal in
            for event in JournalSample.events { journal.record(event) }
            for change in JournalSample.overrides { journal.record(change) }
            for second in 1...5 { journal.update(JournalSample.position(second)) }
            #expect(journal.problem == nil)
        }
        let found = store.pending(for: JournalSample.database)
        let expected = PendingJournal(
            path: directory + "/" + JournalSample.id(1).uuidString.lowercased() + ".journal",
            header: JournalSample.header(), events: JournalSample.events, overrides: JournalSample.overrides,
            position: JournalSample.position(5), finished: nil)
        #expect(found.journals == [expected])
        #expect(found.damaged == [])
    }

    @Test func theSessionsCuesAreKeptAndOlderHeadersHaveNone() throws {
        var cues = CueSettings.defaults
        (cues.bell, cues.tones, cues.voice) = (false, false, false)
        let base = JournalSample.header()
        let header = JournalHeader(
            sessionId: base.sessionId, database: base.database, startedAt: base.startedAt, snapshot: base.snapshot,
            cueSettings: cues)
        try JournalSample.write(header, in: store) { journal in journal.record(JournalSample.events[0]) }
        #expect(store.pending(for: JournalSample.database).journals.first?.header.cueSettings == cues)
        // A header written before the field existed has no key for it.
        var object = try #require(
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(header)) as? [String: Any])
        object["cueSettings"] = nil
        let older = try JSONDecoder().decode(JournalHeader.self, from: JSONSerialization.data(withJSONObject: object))
        #expect(older == base && older.cueSettings == nil)
    }

    @Test func aPositionWrittenByHandReadsBackAsTheEncodersDoes() throws {
        let odd = SessionPosition(
            t: 1e-7, activeSeconds: -0.0, pausedSeconds: 123_456_789.123_456_7, segmentIndex: Int.max,
            segmentStartSeconds: 0.1 + 0.2, segmentLengthSeconds: 5e20, completedWork: [], isPaused: true)
        let positions = [JournalSample.position(0), JournalSample.position(95, paused: true), odd]
        for (index, position) in positions.enumerated() {
            let record = JournalPositionRecord(sequence: UInt64(index) * 1_000_000_007, position: position)
            let byHand = try #require(record.json)
            let decoded = try JournalRecord.makeDecoder().decode(JournalPositionRecord.self, from: Data(byHand))
            #expect(decoded == record && decoded.position.activeSeconds.sign == position.activeSeconds.sign)
            let encoded = try JournalRecord.makeEncoder().encode(record)
            #expect(
                try JSONSerialization.jsonObject(with: Data(byHand)) as? NSDictionary
                    == JSONSerialization.jsonObject(with: encoded) as? NSDictionary)
        }
        var infinite = JournalSample.position(1)
        infinite.t = .infinity
        #expect(JournalPositionRecord(sequence: 1, position: infinite).json == nil, "the encoder writes it")
    }

    @Test func anEventWrittenByHandReadsBackAsTheEncodersDoes() throws {
        let kinds: [SessionEvent.Kind] = [
            .started, .segmentChanged(index: 3), .paused(reason: .user), .paused(reason: .interruption),
            .paused(reason: .safety), .resumed, .skipped(fromIndex: Int.max), .wentBack(fromIndex: 0),
            .restExtended(seconds: -15), .restEndedEarly(index: Int.min), .recovered, .completed, .ended,
        ]
        for (index, kind) in kinds.enumerated() {
            let event = SessionEvent(t: [0, 1e-7, 0.1 + 0.2, 12.345, -0.0, 5e20][index % 6], kind: kind)
            let byHand = try #require(event.journalJSON, "\(kind)")
            let decoded = try JournalRecord.makeDecoder().decode(SessionEvent.self, from: Data(byHand))
            #expect(decoded == event && decoded.t.sign == event.t.sign)
            let encoded = try JournalRecord.makeEncoder().encode(event)
            #expect(
                try JSONSerialization.jsonObject(with: Data(byHand)) as? NSDictionary
                    == JSONSerialization.jsonObject(with: encoded) as? NSDictionary)
        }
        // Free text and numbers JSON cannot hold are left to the encoder, which escapes them or writes them as text.
        #expect(SessionEvent(t: 1, kind: .degraded(reason: "a \"quoted\"\nline")).journalJSON == nil)
        #expect(SessionEvent(t: .nan, kind: .started).journalJSON == nil)
        let line = try JournalRecord.event(SessionEvent(t: 2, kind: .degraded(reason: "\u{1B}"))).line(
            using: JournalRecord.makeEncoder())
        let back = try #require(JournalRecord(line: line.dropLast(), decoder: JournalRecord.makeDecoder()))
        #expect(back == .event(SessionEvent(t: 2, kind: .degraded(reason: "\u{1B}"))))
    }

    @Test func aRecordsChecksumIsCRC32OfItsPayloadInEightHexDigits() throws {
        // The check value of CRC-32 (IEEE), the same over an array, a slice and a sequence that is not contiguous.
        let digits = Array("123456789".utf8)
        #expect(JournalChecksum.of(digits) == 0xCBF4_3926)
        #expect(JournalChecksum.of(([0] + digits)[1...]) == 0xCBF4_3926)
        #expect(JournalChecksum.of(digits.lazy.map { $0 }) == 0xCBF4_3926)
        #expect(JournalChecksum.of([UInt8]()) == 0)
        var hex: [UInt8] = []
        JournalChecksum.appendHex(0x0BF4_392A, to: &hex)
        #expect(String(decoding: hex, as: UTF8.self) == "0bf4392a")
        let record = JournalRecord.position(JournalPositionRecord(sequence: 7, position: JournalSample.position(3)))
        let line = try record.line(using: JournalRecord.makeEncoder())
        let payload = try #require(JournalPositionRecord(sequence: 7, position: JournalSample.position(3)).json)
        var checksum: [UInt8] = []
        JournalChecksum.appendHex(JournalChecksum.of(payload), to: &checksum)
        let expected = #"{"type":"position","crc":""# + String(decoding: checksum, as: UTF8.self) + #"","data":"#
        #expect(line == Array(expected.utf8) + payload + Array("}\n".utf8))
    }

    @Test func theNewestPositionWinsWhateverSlotItIsIn() throws {
        for count in [1, 2, 3, 4] {
            try JournalSample.write(JournalSample.header(count), in: store) { journal in
                for second in 1...count { journal.update(JournalSample.position(second * 10)) }
            }
        }
        let positions = store.pending(for: JournalSample.database).journals.map(\.position)
        #expect(positions == [1, 2, 3, 4].map { JournalSample.position($0 * 10) })
    }

    @Test func aJournalWithoutAnyPositionHasNone() throws {
        try JournalSample.write(JournalSample.header(), in: store)
        let journal = try #require(store.pending(for: JournalSample.database).journals.first)
        #expect(journal.events == [] && journal.overrides == [] && journal.position == nil && journal.finished == nil)
    }

    @Test func theFinishedSessionStaysPendingUntilCommit() throws {
        let journal = try store.create(JournalSample.header())
        journal.record(SessionEvent(t: 61.5, kind: .ended))
        journal.finish(JournalSample.session())
        let path = journal.path
        #expect(FileManager.default.fileExists(atPath: path))
        journal.commit()
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(journal.problem == nil && journal.syncDescriptor == -1)
        journal.record(SessionEvent(t: 70, kind: .resumed))
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(store.pending(for: JournalSample.database).journals == [])
    }

    @Test func aFinishedSessionReadsBackWhole() throws {
        try JournalSample.write(JournalSample.header(), in: store) { journal in
            journal.record(SessionEvent(t: 61.5, kind: .ended))
            journal.finish(JournalSample.session())
        }
        let journal = try #require(store.pending(for: JournalSample.database).journals.first)
        #expect(journal.finished == JournalSample.session())
        #expect(journal.events == [SessionEvent(t: 61.5, kind: .ended)])
    }

    @Test func journalsComeOldestFirstAndOnlyForTheirDatabase() throws {
        try JournalSample.write(
            JournalSample.header(1, startedAt: JournalSample.start.addingTimeInterval(200)), in: store)
        try JournalSample.write(
            JournalSample.header(2, startedAt: JournalSample.start.addingTimeInterval(100)), in: store)
        try JournalSample.write(JournalSample.header(3, database: "/data/interfit/other.sqlite"), in: store)
        try JournalSample.write(JournalSample.header(4, database: "/data/interfit//./x/../interfit.sqlite"), in: store)
        let ids = store.pending(for: "/data/./interfit/interfit.sqlite").journals.map(\.header.sessionId)
        #expect(ids == [JournalSample.id(4), JournalSample.id(2), JournalSample.id(1)])
        #expect(
            store.pending(for: "/data/interfit/other.sqlite").journals.map(\.header.sessionId) == [JournalSample.id(3)])
        #expect(store.pending(for: "/data/interfit/none.sqlite").journals == [])
    }

    @Test func aRelativeDatabasePathMatchesItsAbsoluteForm() throws {
        let absolute = FileManager.default.currentDirectoryPath + "/db/interfit.sqlite"
        try JournalSample.write(JournalSample.header(database: absolute), in: store)
        #expect(store.pending(for: "db/../db/interfit.sqlite").journals.count == 1)
    }

    @Test func aJournalInUseIsNotPending() throws {
        let journal = try store.create(JournalSample.header())
        journal.record(SessionEvent(t: 0, kind: .started))
        let found = store.pending(for: JournalSample.database)
        #expect(found.journals == [] && found.damaged == [])
        journal.close()
        #expect(store.pending(for: JournalSample.database).journals.count == 1)
    }

    @Test func removeDeletesThePendingJournal() throws {
        try JournalSample.write(JournalSample.header(), in: store)
        let journal = try #require(store.pending(for: JournalSample.database).journals.first)
        try store.remove(journal)
        #expect(!FileManager.default.fileExists(atPath: journal.path))
        try store.remove(journal)
        #expect(store.pending(for: JournalSample.database).journals == [])
    }

    @Test func aJournalBeingContinuedCannotBeRemoved() throws {
        try JournalSample.write(JournalSample.header(), in: store)
        let pending = try #require(store.pending(for: JournalSample.database).journals.first)
        let continued = try store.reopen(pending)
        #expect(throws: JournalError.inUse(path: pending.path)) { try store.delete(pending) }
        #expect(throws: JournalError.inUse(path: pending.path)) { try store.reopen(pending) }
        continued.close()
        try store.delete(pending)
        #expect(!FileManager.default.fileExists(atPath: pending.path))
    }

    @Test func aContinuedJournalWritesOnAfterItsLastCompleteRecord() throws {
        var tornAt = 0
        try JournalSample.write(JournalSample.header(), in: store) { journal in
            for event in JournalSample.events.prefix(3) { journal.record(event) }
            for second in 1...7 { journal.update(JournalSample.position(second)) }
            tornAt = journal.extent.writeOffset
        }
        let path = directory + "/" + JournalSample.id(1).uuidString.lowercased() + ".journal"
        JournalSample.overwrite(path, at: tornAt, with: Array(#"{"type":"event","crc":"00000000","data":{"t""#.utf8))
        let pending = try #require(store.pending(for: JournalSample.database).journals.first)
        #expect(pending.events == Array(JournalSample.events.prefix(3)))
        do {
            let continued = try store.reopen(pending)
            #expect(continued.extent.writeOffset == tornAt)
            continued.record(SessionEvent(t: 40, kind: .recovered))
            continued.record(SessionEvent(t: 40, kind: .paused(reason: .safety)))
            continued.record(JournalSample.overrides[0])
            continued.update(JournalSample.position(2, paused: true))
            #expect(continued.problem == nil)
            continued.close()
        }
        let again = try #require(store.pending(for: JournalSample.database).journals.first)
        #expect(
            again.events == JournalSample.events.prefix(3) + [
                SessionEvent(t: 40, kind: .recovered), SessionEvent(t: 40, kind: .paused(reason: .safety)),
            ])
        #expect(again.overrides == [JournalSample.overrides[0]])
        #expect(again.position == JournalSample.position(2, paused: true))
    }

    @Test func beginningTheSameSessionTwiceFailsAndKeepsTheFirst() throws {
        try JournalSample.write(JournalSample.header(), in: store) { $0.record(JournalSample.events[0]) }
        let path = directory + "/" + JournalSample.id(1).uuidString.lowercased() + ".journal"
        #expect(throws: JournalError.failed(path: path, code: EEXIST)) { try store.begin(JournalSample.header()) }
        #expect(store.pending(for: JournalSample.database).journals.first?.events == [JournalSample.events[0]])
    }
}
