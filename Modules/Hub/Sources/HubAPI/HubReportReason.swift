/// Why something is reported.
/// 举报的原因。
public enum HubReportReason: String, Codable, Sendable, CaseIterable {
    case spam
    case abuse
    case unsafe
    case other
}
