import Foundation
import Shared

/// Dates as shown to people: local time, minutes precision, in a given time zone.
/// 展示给人看的日期：本地时间，精确到分钟，可指定时区。
public struct DateText: Sendable {
    private let zone: LocalZone

    /// Dates in `zone`.
    public init(zone: LocalZone) {
        self.zone = zone
    }

    /// Dates in `timeZone`.
    public init(timeZone: TimeZone) {
        zone = LocalZone(timeZone)
    }

    /// `2026-11-22 09:30`.
    public func short(_ date: Date) -> String {
        let (day, minutes) = local(date)
        return day + " " + Self.twoDigits(minutes / 60) + ":" + Self.twoDigits(minutes % 60)
    }

    /// `2026-11-22`.
    public func day(_ date: Date) -> String { local(date).day }

    /// `2026-W47`: the ISO 8601 week (weeks start on Monday; week 1 holds the year's first Thursday).
    public func isoWeek(_ date: Date) -> String {
        guard let (days, _) = localDays(date) else { return "????-W??" }
        let thursday = days - ((days + 3) % 7 + 7) % 7 + 3
        let year = CivilDate(daysSinceEpoch: thursday).year
        let week = (thursday - CivilDate.daysSinceEpoch(year: year, month: 1, day: 1)) / 7 + 1
        return String(year) + "-W" + Self.twoDigits(week)
    }

    /// The local calendar day and the minutes since its midnight (proleptic Gregorian calendar).
    private func local(_ date: Date) -> (day: String, minutes: Int) {
        // Computed directly: a date formatter costs a listing more than all its rows.
        guard let (days, minutes) = localDays(date) else { return ("????-??-??", 0) }
        let date = CivilDate(daysSinceEpoch: days)
        let (year, month, day) = (date.year, date.month, date.day)
        let yearText = year >= 0 && year < 10_000 ? String(String(10_000 + year).dropFirst()) : String(year)
        return (yearText + "-" + Self.twoDigits(month) + "-" + Self.twoDigits(day), minutes)
    }

    /// Local days since 1970-01-01 and minutes since local midnight; nil for instants no calendar shows.
    private func localDays(_ date: Date) -> (days: Int, minutes: Int)? {
        let seconds = date.timeIntervalSince1970.rounded(.down) + Double(zone.secondsFromGMT(for: date))
        guard seconds.isFinite, abs(seconds) < 1e14 else { return nil }
        let whole = Int(seconds)
        let days = CivilDate.days(ofSeconds: whole)
        return (days, (whole - days * 86_400) / 60)
    }

    private static func twoDigits(_ value: Int) -> String { value < 10 ? "0" + String(value) : String(value) }
}
