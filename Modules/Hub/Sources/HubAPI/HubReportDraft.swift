/// The body of `POST /v1/reports`: a post, comment or user (by handle) and a reason.
/// `POST /v1/reports` 的请求体：帖子、评论或用户（按账号名），以及原因。
public struct HubReportDraft: Codable, Sendable, Equatable {
    public let targetKind: HubReportTargetKind
    /// A post or comment id, or a handle for `user`.
    public let targetId: String
    public let reason: HubReportReason
    /// An optional line for the operator (at most 500 characters).
    public let note: String?

    public init(targetKind: HubReportTargetKind, targetId: String, reason: HubReportReason, note: String? = nil) {
        self.targetKind = targetKind
        self.targetId = targetId
        self.reason = reason
        self.note = note
    }
}
