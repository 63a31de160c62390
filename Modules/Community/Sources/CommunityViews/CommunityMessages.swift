import Community
import Foundation
import HubAPI
import Shared
import SharedUI

/// Every sentence the community commands print: outcomes, prompts and warnings, in the reader's language.
/// 社区命令输出的每句话：结果、提示与警告，使用读者的语言。
public struct CommunityMessages: Sendable {
    private let text: StringTable
    private let dates: DateText

    public init(language: AppLanguage, dates: DateText) {
        text = CommunityText.table(language)
        self.dates = dates
    }

    /// What `apply` did, and how to train the plan.
    public func applied(_ outcome: CommunityApplyOutcome) -> String {
        let name = CommunityText.safe(outcome.plan.name)
        let first: String =
            switch outcome {
            case .applied: text("apply.applied", name)
            case .alreadyApplied: text("apply.alreadyApplied", name)
            case .alreadyInLibrary: text("apply.alreadyInLibrary", name)
            }
        return first + "\n" + text("apply.next", name)
    }

    /// Liked, unliked, saved or unsaved.
    public func reacted(like: Bool, on: Bool, post: String) -> String {
        let key = like ? (on ? "react.liked" : "react.unliked") : (on ? "react.saved" : "react.unsaved")
        return text(key, CommunityText.safe(post))
    }

    /// Comments opened or closed.
    public func commentsOpen(_ open: Bool, post: String) -> String {
        text(open ? "comments.opened" : "comments.closed", CommunityText.safe(post))
    }

    public func commentAdded(_ comment: HubComment) -> String {
        text("comment.added", CommunityText.safe(comment.id), CommunityText.safe(comment.postId))
    }

    public func commentRemoved(_ id: String) -> String { text("comment.removed", CommunityText.safe(id)) }

    /// The receipt of a report and its status.
    public func reported(_ report: HubReport) -> String {
        text(
            "report.receipt", CommunityText.safe(report.receipt),
            CommunityGovernanceView(language: text.language, style: .plain, dates: dates).status(report))
    }

    public func blocked(_ handle: String, _ blocked: Bool) -> String {
        text(blocked ? "block.done" : "block.undone", CommunityText.safe(handle))
    }

    /// After `register`: the account and its sign-in.
    public func registered(_ session: HubSession, hub: String) -> String {
        text("account.registered", CommunityText.safe(session.handle), hub, dates.short(session.expiresAt))
    }

    /// After `login`.
    public func signedIn(_ session: HubSession, hub: String) -> String {
        text("account.signedIn", hub, CommunityText.safe(session.handle), dates.short(session.expiresAt))
    }

    /// After `logout`.
    public func loggedOut(_ outcome: CommunityLogoutOutcome, hub: String) -> String {
        switch outcome {
        case .signedOut(let handle): text("account.signedOut", hub, CommunityText.safe(handle))
        case .forgottenHere(let handle, _): text("account.forgottenHere", CommunityText.safe(handle), hub)
        case .notSignedIn: text("account.notSignedIn", hub)
        }
    }

    /// `whoami`: the handle and until when, or how to sign in.
    public func whoAmI(_ answer: HubWhoAmI?, hub: String) -> String {
        guard let answer else { return text("account.notSignedIn", hub) }
        return text("account.whoami", CommunityText.safe(answer.handle), hub, dates.short(answer.expiresAt))
    }

    public var installIdReset: String { text("account.installReset") }

    /// The warning `--insecure` prints before anything is sent.
    public func insecure(_ hub: String) -> String { text("account.insecure", hub) }

    /// The no-echo prompt's words.
    public func passwordPrompt(again: Bool) -> String { text(again ? "prompt.passwordAgain" : "prompt.password") }
}
