import Foundation
import Shared
import SharedTesting
import Testing

@testable import History
@testable import Persistence

/// The History tab driven through its key map on a real database: pages read by time, filters typed.
@MainActor
@Suite struct HistoryHomeViewModelTests {
    private let database = AppDatabase.inMemory()
    private let utc = TimeZone(identifier: "UTC")!
    private let clock = ManualWallClock(Date(timeIntervalSince1970: 1_800_000_000))  // Fri 2027-01-15 08:00 UTC

    /// Saves session `number` (its id ends with it), started `hoursAgo` hours before the clock.
    private func save(_ number: Int, _ name: String, hoursAgo: Double) throws {
        let started = clock.now().addingTimeInterval(-hoursAgo * 3600)
        let content = PlanContent(setsCount: 8, workSeconds: 20, restSeconds: 10)
        try DefaultSessionRepository(database: database).save(
            Session(
                id: UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", number))!,
                snapshot: PlanSnapshot(planId: nil, templateId: nil, name: name, content: content, takenAt: started),
                status: .completed, startedAt: started, endedAt: started.addingTimeInterval(230), activeSeconds: 230,
                pausedSeconds: 0, completedSets: 8, totalSets: 8, events: [SessionEvent(t: 0, kind: .started)],
                overrides: [], tags: []))
    }

    private func makeList() -> HistoryListViewModel {
        HistoryListViewModel(
            history: DefaultHistoryRepository(database: database), plans: DefaultPlanRepository(database: database),
            clock: clock, zone: LocalZone(utc))
    }

    private func press(_ keys: [KeyPress], on list: HistoryListViewModel) -> HistoryListOutcome? {
        var outcome: HistoryListOutcome?
        for key in keys {
            guard let intent = HistoryListKeyMap.intent(for: key, typing: list.isTyping) else { continue }
            outcome = list.perform(intent)
        }
        return outcome
    }

    @Test func walkingDownAndBackUpVisitsEverySessionOnceInOrderTiesIncluded() throws {
        // 450 sessions, three to an hour: pages (100 rows) meet inside a group of ties.
        var names: [Int: String] = [:]
        for number in 0..<450 {
            let name = "Workout \(number)"
            names[number] = name
            try save(number, name, hoursAgo: Double(number / 3))
        }
        let list = makeList()
        list.loadWindow()
        #expect(list.window.count == 450)
        var seen: [UUID] = []
        for _ in 0..<450 {
            seen.append(try #require(list.window.selectedItem).id)
            _ = press([.character("j")], on: list)
        }
        #expect(Set(seen).count == 450, "each session once")
        let sessions = DefaultSessionRepository(database: database)
        var starts: [Date] = []
        for id in seen { starts.append(try #require(try sessions.fetch(id: id)).startedAt) }
        #expect(starts == starts.sorted(by: >), "newest first")
        #expect(list.window.items.count <= ListWindow<SessionSummary>.maximumLoaded)
        var back: [UUID] = []
        for _ in 0..<450 {
            back.append(try #require(list.window.selectedItem).id)
            _ = press([.character("k")], on: list)
        }
        #expect(back == seen.reversed(), "the same order read back up")
        _ = press([.character("G")], on: list)
        #expect(list.window.selectedItem?.id == seen.last)
        guard case .detail(let summary)? = press([.enter], on: list) else {
            Issue.record("Enter opened nothing")
            return
        }
        #expect(summary.id == seen.last)
    }

    @Test func filtersAreTypedAppliedAndCleared() throws {
        try save(1, "Legs", hoursAgo: 1)
        try save(2, "Arms", hoursAgo: 30)
        try save(3, "Legs", hoursAgo: 100)
        let list = makeList()
        list.loadWindow()
        #expect(list.window.count == 3)
        _ = press([.character("p")] + "legs".map(KeyPress.character) + [.enter], on: list)
        #expect(!list.isTyping && list.window.count == 2)
        _ = press([.character("d")] + "2027-01-14".map(KeyPress.character) + [.enter], on: list)
        #expect(list.window.count == 1 && list.window.selectedItem?.planName == "Legs")
        _ = press([.character("d")] + "[".map(KeyPress.character) + [.escape], on: list)
        #expect(!list.isTyping && list.window.count == 1, "Esc keeps the filters as they were")
        _ = press([.character("x")], on: list)
        #expect(list.window.count == 3)
        #expect(press([.character("w")], on: list) == .stats)
    }
}
