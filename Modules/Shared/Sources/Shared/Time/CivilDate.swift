/// A proleptic Gregorian calendar date computed from days since 1970-01-01, and back (H. Hinnant's algorithms).
/// 公历日期与 1970-01-01 起天数之间的换算（H. Hinnant 算法）。
public struct CivilDate: Hashable, Sendable {
    public let year: Int
    public let month: Int
    public let day: Int

    /// The date `days` after (or before) 1970-01-01.
    public init(daysSinceEpoch days: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// Days since 1970-01-01 of `year`-`month`-`day`.
    public static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// Whole days since 1970-01-01 of a count of seconds (rounded towards the past).
    public static func days(ofSeconds seconds: Int) -> Int {
        seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    }
}
