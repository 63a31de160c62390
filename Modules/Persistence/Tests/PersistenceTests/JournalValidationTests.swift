import Foundation
import Shared
import Testing

@testable import Persistence

/// A journal whose checksums are valid but whose values no workout has is damaged: moved aside, never trusted.
/// 校验和有效、但内容是任何训练都不会有的值的日志视为损坏：移到一旁，绝不采信。
@Suite struct JournalValidationTests {
    private let folder = TemporaryDirectory()
    private var directory: String { folder.file("journal") }
    private var store: FileSessionJournalStore { FileSessionJournalStore(directory: directory) }

    /// A journal of the sample workout with one thing changed.
    /// 只改动一处的示例训练日志。
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        var header = JournalSample.header()
        var events: [SessionEvent] = [SessionEvent(t: 0, kind: .started)]
        var overrides: [SessionOverride] = []
        var position = JournalSample.position(5)
        var finished: Session?

        var testDescription: String { name }

        static func content(_ change: (inout PlanContent) -> Void) -> JournalHeader {
            var content = JournalSample.snapshot.content
            change(&content)
            return header(content: content)
        }

        static func header(
            content: PlanContent = JournalSample.snapshot.content, startedAt: Date = JournalSample.start,
            takenAt: Date = JournalSample.start
        ) -> JournalHeader {
            let snapshot = PlanSnapshot(
                planId: nil, templateId: "tabata", name: "Tabata", content: content, takenAt: takenAt)
            return JournalHeader(
                sessionId: JournalSample.id(1), database: JournalSample.database, startedAt: startedAt,
                snapshot: snapshot)
        }

        static func position(_ change: (inout SessionPosition) -> Void) -> SessionPosition {
            var position = JournalSample.position(5)
            change(&position)
            return position
        }

        static func finished(_ change: (inout Session) -> Void) -> Session {
            var session = JournalSample.session()
            change(&session)
            return session
        }
    }

    static let cases: [Case] = [
        Case(name: "10⁹ sets", header: Case.content { $0.setsCount = 1_000_000_000 }),
        Case(name: "2⁶² s of work", header: Case.content { $0.workSeconds = 1 << 62 }),
        Case(name: "no sets", header: Case.content { $0.setsCount = 0 }),
        Case(name: "a start in the year 10⁴", header: Case.header(startedAt: Date(timeIntervalSince1970: 1e20))),
        Case(name: "a start before 1970", header: Case.header(startedAt: Date(timeIntervalSince1970: -1))),
        Case(name: "a snapshot taken at 1e300", header: Case.header(takenAt: Date(timeIntervalSince1970: 1e300))),
        Case(name: "an event at infinity", events: [SessionEvent(t: .infinity, kind: .started)]),
        Case(name: "an event at NaN", events: [SessionEvent(t: .nan, kind: .resumed)]),
        Case(name: "a segment off the timeline", events: [SessionEvent(t: 1, kind: .segmentChanged(index: 1 << 62))]),
        Case(name: "an extension of 2⁶² s", events: [SessionEvent(t: 1, kind: .restExtended(seconds: 1 << 62))]),
        Case(name: "an override off the timeline", overrides: [.skipped(segmentIndex: -3, remainingSeconds: 1)]),
        Case(name: "an override of 1e300 s", overrides: [.restEndedEarly(segmentIndex: 1, remainingSeconds: 1e300)]),
        Case(name: "a position at 1e300 s", position: Case.position { $0.t = 1e300 }),
        Case(name: "a position trained NaN s", position: Case.position { $0.activeSeconds = .nan }),
        Case(name: "a position paused -1 s", position: Case.position { $0.pausedSeconds = -1 }),
        Case(name: "a position in segment 2⁶²", position: Case.position { $0.segmentIndex = 1 << 62 }),
        Case(name: "a position with work done off the timeline", position: Case.position { $0.completedWork = [99] }),
        Case(name: "a finished session trained 1e300 s", finished: Case.finished { $0.activeSeconds = 1e300 }),
        Case(name: "a finished session of 2⁶² sets", finished: Case.finished { $0.completedSets = 1 << 62 }),
        Case(
            name: "a finished session of another id",
            finished: Session(
                id: JournalSample.id(2), snapshot: JournalSample.snapshot, status: .ended,
                startedAt: JournalSample.start,
                endedAt: JournalSample.start, activeSeconds: 1, pausedSeconds: 0, completedSets: 0, totalSets: 8,
                events: [], overrides: [], tags: [])),
    ]

    @Test(arguments: cases) func impossibleContentIsMovedAsideAndReported(_ sample: Case) throws {
        try JournalSample.write(sample.header, in: store) { journal in
            for event in sample.events { journal.record(event) }
            for change in sample.overrides { journal.record(change) }
            journal.update(sample.position)
            if let finished = sample.finished { journal.finish(finished) }
        }
        let path = directory + "/" + JournalSample.id(1).uuidString.lowercased() + ".journal"
        let bytes = JournalSample.bytes(path)
        let found = store.pending(for: JournalSample.database)
        #expect(found.journals == [])
        #expect(found.damaged == [DamagedJournal(originalPath: path, movedTo: path + ".damaged")])
        #expect(JournalSample.bytes(path + ".damaged") == bytes)
        #expect(throws: JournalError.unreadable(path: path + ".damaged")) {
            _ = try store.resume(
                PendingJournal(
                    path: path + ".damaged", header: sample.header, events: [], overrides: [], position: nil,
                    finished: nil))
        }
    }

    @Test func theSameJournalWithPossibleValuesIsPending() throws {
        try JournalSample.write(JournalSample.header(), in: store) { journal in
            journal.record(SessionEvent(t: 0, kind: .started))
            journal.update(JournalSample.position(5))
            journal.finish(JournalSample.session())
        }
        let found = store.pending(for: JournalSample.database)
        #expect(found.damaged == [])
        #expect(found.journals.map(\.finished) == [JournalSample.session()])
    }
}
