/// What a segment of the timeline asks of the body.
/// 时间线上某一阶段对身体的要求。
public enum SegmentKind: String, Codable, Sendable, CaseIterable {
    case warmup
    case work
    case rest
    case roundRest
    case cooldown

    /// The English label used when a segment has no exercise name.
    public var defaultLabel: String {
        switch self {
        case .warmup: "Warm-up"
        case .work: "Work"
        case .rest: "Rest"
        case .roundRest: "Round rest"
        case .cooldown: "Cool-down"
        }
    }

    /// True for the segments where the user recovers (rest and round rest).
    public var isRest: Bool { self == .rest || self == .roundRest }
}
