/// How a resolved report ended: something was done, or nothing needed doing.
/// 已处理举报的结果：已采取措施，或无需处理。
public enum HubReportOutcome: String, Codable, Sendable, CaseIterable {
    case actionTaken = "action-taken"
    case noAction = "no-action"
}
