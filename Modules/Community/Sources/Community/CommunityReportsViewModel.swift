import HubAPI
import Observation
import Shared

/// Reports: filing one on a post, comment or user (a receipt back), and listing the reader's with their status.
/// 举报：对帖子、评论或用户提交举报（得到回执），以及列出读者本人的举报及其状态。
@MainActor
@Observable
public final class CommunityReportsViewModel {
    /// The reader's reports, newest first, after `load()`.
    public private(set) var reports: [HubReport] = []

    /// The hub's canonical address, for messages.
    public var hubAddress: String { copies.hub }

    @ObservationIgnored private let hub: any HubService
    @ObservationIgnored private let copies: CommunityOfflineCopies
    @ObservationIgnored private let call: CommunityHubCall

    public init(hub: any HubService, copies: CommunityOfflineCopies) {
        self.hub = hub
        self.copies = copies
        call = CommunityHubCall(hub: copies.hub)
    }

    /// Files a report; the target is a post id (or a kept prefix), a comment id or a handle.
    public func report(
        _ kind: HubReportTargetKind, _ target: String, reason: HubReportReason, note: String?
    ) async throws(CommunityError) -> HubReport {
        let checkedTarget: String
        let checkedNote: String?
        do {
            switch kind {
            case .user: checkedTarget = try CommunityInput.handle(target)
            case .comment: checkedTarget = try CommunityInput.id(target, field: .comment)
            case .post: checkedTarget = try CommunityInput.id(target)
            }
            if let note {
                checkedNote = try CommunityInput.text(note, field: .reportNote, length: CommunityInput.reportNoteLength)
            } else {
                checkedNote = nil
            }
        } catch {
            throw .input(error)
        }
        try call.requireSignIn(hub)
        let resolved = kind == .post ? try copies.postId(checkedTarget) : checkedTarget
        let draft = HubReportDraft(
            targetKind: kind, targetId: resolved, reason: reason,
            note: checkedNote?.isEmpty == false ? checkedNote : nil)
        return try await call.run { () async throws(HubServiceError) in try await hub.report(draft) }
    }

    /// The reader's reports with their status.
    public func load() async throws(CommunityError) {
        try call.requireSignIn(hub)
        reports = try await call.run { () async throws(HubServiceError) in try await hub.reports() }.reports
    }
}
