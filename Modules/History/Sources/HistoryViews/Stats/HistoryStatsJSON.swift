import Foundation
import Shared
import SharedUI

/// The stable `stats --json` shape: `weeks` (oldest first) and `total`; every key is always present, new ones added.
/// `stats --json` 的稳定结构：`weeks`（从早到晚）与 `total`；每个键都始终存在。
public struct HistoryStatsJSON: Encodable, Sendable {
    private let weeks: [WeekStats]
    private let total: WeekStats
    private let dates: DateText

    public init(weeks: [WeekStats], total: WeekStats, dates: DateText) {
        self.weeks = weeks
        self.total = total
        self.dates = dates
    }

    /// One week.
    /// 一周。
    private struct Week: Encodable {
        let week: String
        let weekStart: String
        let sessions: Int
        let activeMinutes: Double
        let completed: Int
        let ended: Int
        let completedMinutes: Double
        let endedMinutes: Double
    }

    /// Everything together.
    /// 合计。
    private struct Total: Encodable {
        let weeks: Int
        let sessions: Int
        let activeMinutes: Double
        let completed: Int
        let ended: Int
        let completedMinutes: Double
        let endedMinutes: Double
    }

    private enum Keys: String, CodingKey { case weeks, total }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(
            weeks.map { week in
                Week(
                    week: dates.isoWeek(week.weekStart),
                    weekStart: JSONDate.text(week.weekStart), sessions: week.sessions,
                    activeMinutes: Self.minutes(week.activeSeconds), completed: week.completed, ended: week.ended,
                    completedMinutes: Self.minutes(week.completedSeconds), endedMinutes: Self.minutes(week.endedSeconds)
                )
            }, forKey: .weeks)
        try container.encode(
            Total(
                weeks: weeks.count, sessions: total.sessions, activeMinutes: Self.minutes(total.activeSeconds),
                completed: total.completed, ended: total.ended, completedMinutes: Self.minutes(total.completedSeconds),
                endedMinutes: Self.minutes(total.endedSeconds)), forKey: .total)
    }

    private static func minutes(_ seconds: Double) -> Double { (seconds / 60 * 10).rounded() / 10 }
}
