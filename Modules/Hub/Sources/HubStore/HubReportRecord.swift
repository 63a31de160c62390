import Foundation
import HubAPI

/// A stored report: who reported what and why, and where its handling stands.
/// 存储的举报：谁因何举报了什么，以及处理进度。
public struct HubReportRecord: Hashable, Sendable {
    public let receipt: String
    public let reporterId: String
    public let reporterHandle: String
    public let targetKind: HubReportTargetKind
    /// A post or comment id, or the reported account's handle.
    public let targetId: String
    public let reason: HubReportReason
    public let note: String
    public let status: HubReportStatus
    public let outcome: HubReportOutcome?
    public let resolutionNote: String?
    public let createdAt: Date
    public let updatedAt: Date

    public init(
        receipt: String, reporterId: String, reporterHandle: String, targetKind: HubReportTargetKind, targetId: String,
        reason: HubReportReason, note: String, status: HubReportStatus, outcome: HubReportOutcome?,
        resolutionNote: String?, createdAt: Date, updatedAt: Date
    ) {
        self.receipt = receipt
        self.reporterId = reporterId
        self.reporterHandle = reporterHandle
        self.targetKind = targetKind
        self.targetId = targetId
        self.reason = reason
        self.note = note
        self.status = status
        self.outcome = outcome
        self.resolutionNote = resolutionNote
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }
}
