/// A change the user made to the running session; never written back to the plan.
/// 用户对进行中会话的调整；从不写回计划。
public enum SessionOverride: Hashable, Codable, Sendable {
    case restExtended(segmentIndex: Int, seconds: Int)
    case restEndedEarly(segmentIndex: Int, remainingSeconds: Double)
    case skipped(segmentIndex: Int, remainingSeconds: Double)
    case wentBack(toSegmentIndex: Int)

    /// The seconds a rest may be extended by at once, by a key, a control line or a stored session.
    public static let restExtensionSeconds: ClosedRange<Int> = 1...600
}
