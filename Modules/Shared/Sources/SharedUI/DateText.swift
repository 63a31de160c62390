import Foundation

/// Dates as shown to people: local time, minutes precision, in a given time zone.
/// 展示给人看的日期：本地时间，精确到分钟，可指定时区。
public struct DateText: Sendable {
    private let timeZone: TimeZone

    /// Dates in `timeZone` (the process's own by default).
    public init(timeZone: TimeZone = .current) {
        self.timeZone = timeZone
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
        let (year, _, _) = Self.civil(thursday)
        let week = (thursday - Self.daysSinceEpoch(year: year, month: 1, day: 1)) / 7 + 1
        return String(year) + "-W" + Self.twoDigits(week)
    }

    /// The local calendar day and the minutes since its midnight; a proleptic Gregorian calendar, computed
    /// directly (a date formatter costs a listing more than all its rows).
    private func local(_ date: Date) -> (day: String, minutes: Int) {
        guard let (days, minutes) = localDays(date) else { return ("????-??-??", 0) }
        let (year, month, day) = Self.civil(days)
        let yearText = year >= 0 && year < 10_000 ? String(String(10_000 + year).dropFirst()) : String(year)
        return (yearText + "-" + Self.twoDigits(month) + "-" + Self.twoDigits(day), minutes)
    }

    /// Local days since 1970-01-01 and minutes since local midnight; nil for instants no calendar shows.
    private func localDays(_ date: Date) -> (days: Int, minutes: Int)? {
        let seconds = date.timeIntervalSince1970.rounded(.down) + Double(timeZone.secondsFromGMT(for: date))
        guard seconds.isFinite, abs(seconds) < 1e14 else { return nil }
        let whole = Int(seconds)
        let days = whole >= 0 ? whole / 86_400 : (whole - 86_399) / 86_400
        return (days, (whole - days * 86_400) / 60)
    }

    /// Days since 1970-01-01 to a civil date (H. Hinnant's algorithm).
    private static func civil(_ days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// A civil date to days since 1970-01-01 (the inverse of `civil`).
    private static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func twoDigits(_ value: Int) -> String { value < 10 ? "0" + String(value) : String(value) }
}
