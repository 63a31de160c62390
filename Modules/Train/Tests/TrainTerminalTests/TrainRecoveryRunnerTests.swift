import Foundation
import Shared
import Testing
import Train
import TrainTerminal

/// `recover` on journals kept in memory: which workouts an action takes, what it prints, what it refuses.
/// 针对内存中日志的 `recover`：一个操作处理哪些训练、打印什么、拒绝什么。
@MainActor
@Suite struct TrainRecoveryRunnerTests {
    /// A journal whose id starts with `number` (hex), started `hours` after 2027-01-15 08:00 UTC.
    private static func journal(_ number: Int, name: String, hours: Double) -> PendingJournal {
        let started = Date(timeIntervalSince1970: 1_800_000_000 + hours * 3600)
        let snapshot = PlanSnapshot(
            planId: nil, templateId: nil, name: name,
            content: PlanContent(setsCount: 3, workSeconds: 20, restSeconds: 10), takenAt: started)
        let id = UUID(uuidString: String(format: "%08x-0000-0000-0000-000000000000", number))!
        return PendingJournal(
            path: "/journals/\(number)",
            header: JournalHeader(sessionId: id, database: "/db", startedAt: started, snapshot: snapshot),
            events: [SessionEvent(t: 0, kind: .started), SessionEvent(t: 0, kind: .segmentChanged(index: 0))],
            overrides: [], position: nil, finished: nil)
    }

    private let legs = journal(0xaaaa_0001, name: "Legs", hours: 1)
    private let arms = journal(0xbbbb_0002, name: "Arms", hours: 2)

    @Test func listNamesEveryUnfinishedWorkoutAndChangesNothing() async throws {
        let host = RecoveryHost([legs, arms])
        #expect(try await TrainRecoveryRunner(host: host).perform(.list, id: nil, json: false) == nil)
        #expect(
            host.recording.out == """
                Unfinished workouts kept in the journal:
                  Legs, started 2027-01-15 09:00, stopped after 0:00 in Work (id aaaa0001)
                  Arms, started 2027-01-15 10:00, stopped after 0:00 in Work (id bbbb0002)
                Use `interfit recover continue`, `interfit recover end` or `interfit recover discard` \
                (add an id to pick one).

                """)
        #expect(host.store.pending(for: "/db").journals.count == 2)
        #expect(host.sessions.all.isEmpty)
    }

    @Test func endWithoutAnIdEndsThemAllAndSavesThemAsRecovered() async throws {
        let host = RecoveryHost([legs, arms])
        _ = try await TrainRecoveryRunner(host: host).perform(.end, id: nil, json: false)
        #expect(host.sessions.all.map(\.snapshot.name).sorted() == ["Arms", "Legs"])
        #expect(host.sessions.all.allSatisfy { $0.tags.contains(.recovered) })
        #expect(host.store.pending(for: "/db").journals.isEmpty)
        #expect(
            host.recording.out == """
                Saved Legs as ended (recovered, 0:00 active; id aaaa0001).
                Saved Arms as ended (recovered, 0:00 active; id bbbb0002).

                """)
    }

    @Test func discardNeedsOneWorkoutAndAnUnknownIdIsAUsageError() async throws {
        let host = RecoveryHost([legs, arms])
        let runner = TrainRecoveryRunner(host: host)
        await #expect { try await runner.perform(.discard, id: nil, json: false) } throws: { error in
            (error as? TrainRecoveryFailure)?.isUsage == true
        }
        await #expect { try await runner.perform(.end, id: "cccc", json: false) } throws: { error in
            guard let failure = error as? TrainRecoveryFailure else { return false }
            return failure.isUsage
                && failure.message
                    == "No unfinished workout has an id starting with \"cccc\".\nFix: run `interfit recover` to see them."
        }
        #expect(host.store.pending(for: "/db").journals.count == 2, "a refused action keeps every journal")
        _ = try await runner.perform(.discard, id: "bbbb", json: true)
        #expect(host.store.pending(for: "/db").journals == [legs])
        #expect(host.sessions.all.isEmpty, "a discarded workout is not saved")
        #expect(
            host.recording.out == """
                {
                  "action" : "discard",
                  "damaged" : [],
                  "finished" : [],
                  "saved" : [],
                  "unfinished" : [
                    {
                      "activeSeconds" : 0,
                      "id" : "aaaa0001-0000-0000-0000-000000000000",
                      "path" : "/journals/2863267841",
                      "plan" : "Legs",
                      "segment" : 0,
                      "startedAt" : "2027-01-15T09:00:00Z"
                    }
                  ]
                }

                """, "what is left after the discard")
    }

    /// The session a journal's workout became when it was saved (completed, 70 s).
    private static func saved(_ journal: PendingJournal) -> Session {
        Session(
            id: journal.header.sessionId, snapshot: journal.header.snapshot, status: .completed,
            startedAt: journal.header.startedAt, endedAt: journal.header.startedAt.addingTimeInterval(80),
            activeSeconds: 70, pausedSeconds: 0, completedSets: 3, totalSets: 3, events: journal.events,
            overrides: [], tags: [])
    }

    @Test func endNeverReplacesASessionTheHistoryHolds() async throws {
        // Before, the journal's "ended, 0 s" replaced the completed session of the same id.
        let host = RecoveryHost([legs])
        let completed = Self.saved(legs)
        host.sessions.save(completed)
        await #expect { try await TrainRecoveryRunner(host: host).perform(.end, id: nil, json: false) } throws: {
            error in
            guard let failure = error as? TrainRecoveryFailure else { return false }
            return !failure.isUsage
                && failure.message == """
                    The history already holds the workout aaaa0001, so it was not replaced; its journal is kept.
                    Fix: remove the journal with `interfit recover discard aaaa0001-0000-0000-0000-000000000000` \
                    (`interfit history show` shows the saved workout).
                    """
        }
        #expect(host.sessions.all == [completed])
        #expect(host.store.pending(for: "/db").journals == [legs])
    }

    @Test func aFinishedJournalTheHistoryAlreadyHoldsIsRemovedWithoutSavingAgain() async throws {
        let completed = Self.saved(legs)
        let finished = PendingJournal(
            path: legs.path, header: legs.header, events: legs.events, overrides: [], position: nil, finished: completed
        )
        let host = RecoveryHost([finished, arms])
        host.sessions.save(completed)
        _ = try await TrainRecoveryRunner(host: host).perform(.list, id: nil, json: false)
        #expect(host.sessions.all == [completed])
        #expect(host.store.pending(for: "/db").journals == [arms])
        #expect(host.recording.err == "", "nothing was saved now, so nothing is said")
    }
}
