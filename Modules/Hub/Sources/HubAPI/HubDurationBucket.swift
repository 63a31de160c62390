/// The total-time chip of search, in minutes: `0-10`, `10-20`, `20-40`, `40+`.
/// 搜索的总时长标签（分钟）：`0-10`、`10-20`、`20-40`、`40+`。
public enum HubDurationBucket: String, Codable, Sendable, CaseIterable {
    case upTo10 = "0-10"
    case from10To20 = "10-20"
    case from20To40 = "20-40"
    case over40 = "40+"

    /// The chip of a plan lasting `seconds`; each bound belongs to the longer bucket (10:00 is `10-20`).
    public init(totalSeconds seconds: Int) {
        switch seconds {
        case ..<600: self = .upTo10
        case ..<1200: self = .from10To20
        case ..<2400: self = .from20To40
        default: self = .over40
        }
    }
}
