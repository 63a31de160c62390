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
        let boundaries = Self.weekStarts(count: count, now: clock.now(), timeZone: zone.timeZone)
        weeks = try HistoryStorage.run { try history.weeklyStats(boundaries: boundaries) }
    }

    /// The starts of the last `count` ISO weeks up to `now`'s and of the next one: local Mondays 00:00.
    nonisolated static func weekStarts(count: Int, now: Date, timeZone: TimeZone) -> [Date] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.firstWeekday = 2
        calendar.minimumDaysInFirstWeek = 4
        // Each start is found on the calendar, not 168 hours from its neighbour: a week holding a daylight-saving
        // change is an hour shorter or longer. Where a Monday has no midnight, its week starts at its first instant.
        guard count > 0, let current = calendar.dateInterval(of: .weekOfYear, for: now)?.start else { return [] }
        return (0...count).compactMap { index -> Date? in
            // Thursday noon of the wanted week is far from any change of offset; its week's start is the boundary.
            guard let thursday = calendar.date(byAdding: .day, value: 7 * (index - count + 1) + 3, to: current),
                let noon = calendar.date(bySettingHour: 12, minute: 0, second: 0, of: thursday)
            else { return nil }
            return calendar.dateInterval(of: .weekOfYear, for: noon)?.start
        }
    }

    /// Everything in the shown weeks together.
    public var total: WeekStats { Self.total(of: weeks, start: weeks.first?.weekStart ?? clock.now()) }

    /// Everything in `weeks` together, as a week starting at `start` (the home shows the weeks that fit).
    public nonisolated static func total(of weeks: [WeekStats], start: Date) -> WeekStats {
        WeekStats(
            weekStart: start, sessions: weeks.reduce(0) { $0 + $1.sessions },
            activeSeconds: weeks.reduce(0) { $0 + $1.activeSeconds }, completed: weeks.reduce(0) { $0 + $1.completed },
            ended: weeks.reduce(0) { $0 + $1.ended }, completedSeconds: weeks.reduce(0) { $0 + $1.completedSeconds },
            endedSeconds: weeks.reduce(0) { $0 + $1.endedSeconds })
    }
}
