/// `GET /v1/reports`: the caller's own reports, newest first.
/// `GET /v1/reports`：调用者本人的举报，最新的在前。
public struct HubReportList: Codable, Sendable, Equatable {
    public let reports: [HubReport]

    public init(reports: [HubReport]) {
        self.reports = reports
    }
}
