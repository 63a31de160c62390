/// The work:rest chip of search: the nearest of 3:1, 2:1, 1:1, 1:2, 1:3, or `work-only` without rest.
/// 搜索的训练:休息比例标签：取 3:1、2:1、1:1、1:2、1:3 中最接近者；无休息时为 `work-only`。
public enum HubRatioBucket: String, Codable, Sendable, CaseIterable {
    case threeToOne = "3:1"
    case twoToOne = "2:1"
    case oneToOne = "1:1"
    case oneToTwo = "1:2"
    case oneToThree = "1:3"
    case workOnly = "work-only"

    /// The chip of a plan: rest only counts between sets, so one set or no rest is `work-only`.
    public init(setsCount: Int, workSeconds: Int, restSeconds: Int) {
        guard setsCount > 1, restSeconds > 0, workSeconds > 0 else {
            self = .workOnly
            return
        }
        // Boundaries at the geometric means of neighbours, compared without division: w/r ≥ √6 ⇔ w² ≥ 6r².
        let work = Double(workSeconds)
        let rest = Double(restSeconds)
        switch work * work {
        case (6 * rest * rest)...: self = .threeToOne
        case (2 * rest * rest)...: self = .twoToOne
        case (rest * rest / 2)...: self = .oneToOne
        case (rest * rest / 6)...: self = .oneToTwo
        default: self = .oneToThree
        }
    }
}
