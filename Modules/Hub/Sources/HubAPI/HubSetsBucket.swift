/// The sets chip of search, over all rounds: `1-5`, `6-10`, `11-20`, `20+` (more than 20).
/// 搜索的组数标签（计入全部轮次）：`1-5`、`6-10`、`11-20`、`20+`（多于 20）。
public enum HubSetsBucket: String, Codable, Sendable, CaseIterable {
    case upTo5 = "1-5"
    case from6To10 = "6-10"
    case from11To20 = "11-20"
    case over20 = "20+"

    /// The chip of a plan with `totalSets` work sets.
    public init(totalSets: Int) {
        switch totalSets {
        case ...5: self = .upTo5
        case ...10: self = .from6To10
        case ...20: self = .from11To20
        default: self = .over20
        }
    }
}
