import Foundation
import Shared
import SharedTesting
import Testing

@testable import Train

/// The journal's writes and syncs, exactly: positions at least once a second without a sync, a sync only where a
/// crash must not lose the course or the clock.
@Suite struct TrainJournalWriterTests {
    private let clock = ManualMonotonicClock()
    private let snapshot = PlanSnapshot(
        planId: nil, templateId: "t", name: "Test",
        content: PlanContent(setsCount: 2, workSeconds: 10, restSeconds: 5), takenAt: Date(timeIntervalSince1970: 0))

    /// A position whose `t` is the clock's reading, so the log shows when it was written.
    private func position() -> SessionPosition {
        let t = Double(clock.now().components.seconds) + Double(clock.now().components.attoseconds) * 1e-18
        return SessionPosition(
            t: t, activeSeconds: t, pausedSeconds: 0, segmentIndex: 0, segmentStartSeconds: 0, segmentLengthSeconds: 10,
            completedWork: [], isPaused: false)
    }

    private func event(_ kind: SessionEvent.Kind) -> SessionEvent { SessionEvent(t: 0, kind: kind) }

    @Test func positionsGoToThePageCacheAndOnlyChangesPausesAndResumesAfterTheStartSync() {
        let store = RecordingJournalStore()
        var writer = TrainJournalWriter(store: store, database: "/db", cues: nil)
        writer.begin(sessionId: UUID(), startedAt: Date(timeIntervalSince1970: 5), snapshot: snapshot)
        #expect(store.headers.isEmpty && writer.syncDescriptor == -1, "the file follows the start's events")
        writer.write(
            [event(.started), event(.segmentChanged(index: 0))], overrides: [], at: clock.now(), position: position)
        #expect(store.headers.map(\.database) == ["/db"] && writer.syncDescriptor == 7)
        for _ in 0..<8 {  // display ticks every 250 ms for 2 s
            clock.advance(by: .milliseconds(250))
            writer.write([], overrides: [], at: clock.now(), position: position)
        }
        let extended: [SessionOverride] = [.restExtended(segmentIndex: 1, seconds: 20)]
        writer.write([event(.restExtended(seconds: 20))], overrides: extended, at: clock.now(), position: position)
        writer.write([], overrides: extended, at: clock.now(), position: position)
        clock.advance(by: .seconds(1))
        writer.write([event(.paused(reason: .user))], overrides: extended, at: clock.now(), position: position)
        clock.advance(by: .seconds(1))
        writer.write([event(.resumed)], overrides: extended, at: clock.now(), position: position)
        writer.write([event(.degraded(reason: "no-player"))], overrides: extended, at: clock.now(), position: position)
        writer.write(
            [event(.skipped(fromIndex: 1)), event(.segmentChanged(index: 2))], overrides: extended + extended,
            at: clock.now(), position: position)
        writer.write([event(.completed)], overrides: extended + extended, at: clock.now(), position: position)
        #expect(
            store.journal.log == [
                "event:started", "event:segmentChanged", "position@0.0",
                "position@1.0", "position@2.0",
                "event:restExtended", "override", "position@2.0",
                "event:paused", "position@3.0", "sync",
                "event:resumed", "position@4.0", "sync",
                "event:degraded", "position@4.0",
                "event:skipped", "event:segmentChanged", "override", "position@4.0", "sync",
                "event:completed", "position@4.0",
            ])
        #expect(writer.problem == nil)
    }

    @Test func positionsComeAtLeastOnceASecondWhileRunning() {
        let store = RecordingJournalStore()
        var writer = TrainJournalWriter(store: store, database: "/db", cues: nil)
        writer.begin(sessionId: UUID(), startedAt: Date(timeIntervalSince1970: 5), snapshot: snapshot)
        writer.write([event(.started)], overrides: [], at: clock.now(), position: position)
        for _ in 0..<20 {  // the run loop wakes at each display second
            clock.advance(by: .seconds(1))
            writer.write([], overrides: [], at: clock.now(), position: position)
        }
        let times = store.journal.positions.map(\.t)
        #expect(times == (0...20).map(Double.init), "a kill -9 loses at most a second")
        #expect(store.journal.log.filter { $0 == "sync" }.count == 0, "the start is no change of segment")
    }

    @Test func theFinishedSessionIsCommittedOnlyWhenAsked() {
        let store = RecordingJournalStore()
        var writer = TrainJournalWriter(store: store, database: "/db", cues: nil)
        writer.begin(sessionId: UUID(), startedAt: Date(timeIntervalSince1970: 5), snapshot: snapshot)
        let session = Session(
            id: UUID(), snapshot: snapshot, status: .ended, startedAt: Date(timeIntervalSince1970: 5), endedAt: nil,
            activeSeconds: 1, pausedSeconds: 0, completedSets: 0, totalSets: 2, events: [], overrides: [], tags: [])
        writer.write([event(.started)], overrides: [], at: clock.now(), position: position)
        writer.finish(session)
        #expect(store.journal.finished == session && !store.journal.committed)
        writer.commit()
        #expect(store.journal.log == ["event:started", "position@0.0", "finish", "commit"])
    }

    @Test func aJournalThatCannotStartIsAProblemNotAFailure() {
        var writer = TrainJournalWriter(store: FailingJournalStore(), database: "/db", cues: nil)
        writer.begin(sessionId: UUID(), startedAt: Date(timeIntervalSince1970: 5), snapshot: snapshot)
        writer.write([event(.started)], overrides: [], at: clock.now(), position: position)
        #expect(writer.problem == .diskFull(path: "/j") && writer.syncDescriptor == -1)
        var none = TrainJournalWriter(store: nil, database: "/db", cues: nil)
        none.begin(sessionId: UUID(), startedAt: Date(timeIntervalSince1970: 5), snapshot: snapshot)
        #expect(none.problem == nil && none.syncDescriptor == -1)
    }

    @Test func aResumedJournalWritesOnlyTheOverridesItDoesNotHold() {
        let journal = RecordingJournal()
        var writer = TrainJournalWriter(resuming: journal, journalledOverrides: 1)
        let overrides: [SessionOverride] = [.wentBack(toSegmentIndex: 0), .restExtended(segmentIndex: 1, seconds: 5)]
        writer.write(
            [event(.recovered), event(.paused(reason: .interruption))], overrides: overrides, at: .zero,
            position: position)
        #expect(journal.overrides == [.restExtended(segmentIndex: 1, seconds: 5)])
        #expect(journal.log == ["event:recovered", "event:paused", "override", "position@0.0", "sync"])
    }
}
