import Foundation
import Observation
import Shared

/// Training per week, neutrally: sessions, active minutes, completed and ended early. No streaks, no ranks.
/// 每周训练情况，保持中性：次数、有效分钟、完成与提前结束。没有连续纪录，也没有排名。
@MainActor
@Observable
public final class HistoryStatsViewModel {
    /// How many weeks `stats` may show.
    public nonisolated static let weekLimits: ClosedRange<Int> = 1...520
    /// How many weeks the chart shows when not told.
    public nonisolated static let defaultWeeks = 12

    /// The weeks of the last `load`, oldest first (empty weeks included).
    public private(set) var weeks: [WeekStats] = []

    @ObservationIgnored private let history: any HistoryRepository
    @ObservationIgnored private let clock: any WallClock
    @ObservationIgnored private let zone: LocalZone

    public init(history: any HistoryRepository, clock: any WallClock, zone: LocalZone) {
        self.history = history
        self.clock = clock
        self.zone = zone
    }

    /// Loads the last `count` weeks, this week included.
    public func load(weeks count: Int) throws(HistoryError) {
        guard Self.weekLimits.contains(count) else { throw .weeksOutOfRange(count) }
        let now = clock.now()
        let offset = zone.secondsFromGMT(for: now)
        weeks = try HistoryStorage.run { try history.weeklyStats(weeks: count, now: now, utcOffsetSeconds: offset) }
    }

    /// Everything in the shown weeks together.
    public var total: WeekStats {
        WeekStats(
            weekStart: weeks.first?.weekStart ?? clock.now(), sessions: weeks.reduce(0) { $0 + $1.sessions },
            activeSeconds: weeks.reduce(0) { $0 + $1.activeSeconds }, completed: weeks.reduce(0) { $0 + $1.completed },
            ended: weeks.reduce(0) { $0 + $1.ended })
    }
}
