/// What a report is about.
/// 举报的对象类型。
public enum HubReportTargetKind: String, Codable, Sendable, CaseIterable {
    case post
    case comment
    case user
}
