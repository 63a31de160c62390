import Foundation
import Shared
import SharedTesting
import Testing

@testable import Train

/// The finished session as stored, and the journal committed only when the database has it.
@Suite struct TrainSessionSaverTests {
    private let clock = ManualMonotonicClock()
    private let wallClock = ManualWallClock()
    private let snapshot = PlanSnapshot(
        planId: nil, templateId: "t", name: "Test",
        content: PlanContent(setsCount: 2, workSeconds: 10, restSeconds: 5), takenAt: Date(timeIntervalSince1970: 0))

    /// A workout on the manual clock: 3.0 s, a pause of 1.0006 s, a rest extension, ended at 10 s.
    private func endedEngine() throws -> TrainEngine {
        var engine = TrainEngine(timeline: Timeline(content: snapshot.content))
        _ = try engine.start(at: clock.now())
        clock.advance(by: .seconds(3))
        _ = try engine.pause(at: clock.now())
        clock.advance(by: .microseconds(1_000_600))
        _ = try engine.resume(at: clock.now())
        clock.advance(by: .microseconds(8_999_400))
        _ = try engine.extendRest(by: 20, at: clock.now())
        clock.advance(by: .seconds(1))
        _ = try engine.end(at: clock.now())
        return engine
    }

    private func saver(_ sessions: (any SessionRepository)?) -> TrainSessionSaver {
        var saver = TrainSessionSaver(sessions: sessions)
        saver.begin(id: SequentialIDProvider().makeID(), startedAt: wallClock.now())
        saver.tags = [.interrupted]
        return saver
    }

    @Test func theSessionIsTheEngineRoundedToMilliseconds() throws {
        var unfinished = TrainEngine(timeline: Timeline(content: snapshot.content))
        _ = try unfinished.start(at: .zero)
        #expect(
            saver(nil).session(of: unfinished, snapshot: snapshot, endedAt: wallClock.now(), at: .seconds(1)) == nil)
        let engine = try endedEngine()
        let session = try #require(
            saver(nil).session(of: engine, snapshot: snapshot, endedAt: wallClock.now(), at: clock.now()))
        #expect(session.id == UUID(uuidString: "00000000-0000-0000-0000-000000000001"))
        #expect(session.status == .ended && session.startedAt == wallClock.now() && session.endedAt == wallClock.now())
        #expect(session.activeSeconds == 12.999 && session.pausedSeconds == 1.001)
        #expect(session.completedSets == 1 && session.totalSets == 2)
        #expect(session.tags == [.interrupted, .adjusted], "the override adds `adjusted`")
        #expect(session.overrides == [.restExtended(segmentIndex: 1, seconds: 20)])
        #expect(session.events == engine.events)
    }

    @Test func theJournalIsCommittedOnlyOnceTheDatabaseHasTheSessionAndSyncedWhenItDoesNot() throws {
        // The database's durable commit is the end's sync; a journal that stays is the only copy, so it is synced.
        let engine = try endedEngine()
        for (sessions, error, log) in [
            (InMemorySessions() as (any SessionRepository)?, nil, ["finish", "commit"]),
            (FailingSessions(), RepositoryError.busy(path: "/db"), ["finish", "sync"]),
            (nil, nil, ["finish", "sync"]),
        ] as [((any SessionRepository)?, RepositoryError?, [String])] {
            let journal = RecordingJournal()
            let saver = saver(sessions)
            let session = try #require(
                saver.session(of: engine, snapshot: snapshot, endedAt: wallClock.now(), at: clock.now()))
            #expect(
                saver.save(session, journal: TrainJournalWriter(resuming: journal, journalledOverrides: 0)) == error)
            #expect(journal.log == log && journal.finished == session)
            if let memory = sessions as? InMemorySessions { #expect(memory.fetch(id: session.id) == session) }
        }
    }
}
