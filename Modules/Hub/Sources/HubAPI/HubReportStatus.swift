/// Where a report stands: received → in review → resolved (with an outcome).
/// 举报的进度：已收到 → 审核中 → 已处理（附结果）。
public enum HubReportStatus: String, Codable, Sendable, CaseIterable {
    case received
    case inReview = "in-review"
    case resolved
}
