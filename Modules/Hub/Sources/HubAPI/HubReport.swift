import Foundation

/// A report as its reporter sees it: the receipt, the status and, once resolved, the outcome.
/// 举报人看到的举报：回执、状态，以及处理后的结果。
public struct HubReport: Codable, Sendable, Equatable {
    public let receipt: String
    public let status: HubReportStatus
    public let targetKind: HubReportTargetKind
    public let targetId: String
    public let reason: HubReportReason
    public let createdAt: Date
    public let outcome: HubReportOutcome?
    /// The operator's note on resolution, if any.
    public let resolutionNote: String?

    public init(
        receipt: String, status: HubReportStatus, targetKind: HubReportTargetKind, targetId: String,
        reason: HubReportReason, createdAt: Date, outcome: HubReportOutcome?, resolutionNote: String?
    ) {
        self.receipt = receipt
        self.status = status
        self.targetKind = targetKind
        self.targetId = targetId
        self.reason = reason
        self.createdAt = createdAt
        self.outcome = outcome
        self.resolutionNote = resolutionNote
    }
}
