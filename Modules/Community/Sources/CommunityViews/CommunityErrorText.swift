import Community
import Foundation
import HubAPI
import Shared
import SharedUI

/// The message of each community failure: what went wrong (naming the hub or the file) and the fix.
/// 每种社区失败的消息：出了什么问题（指明社区中心或文件）以及解决办法。
public struct CommunityErrorText: Sendable {
    private let text: StringTable

    public init(language: AppLanguage) {
        text = CommunityText.table(language)
    }

    public func message(_ error: CommunityError) -> String {
        switch error {
        case .input(let problem): input(problem)
        case .hub(let failure, let hub): self.hub(failure, hub: hub)
        case .notSignedIn(let hub): text("error.notSignedIn", hub)
        case .badHubAddress(let given): text("error.badHub", CommunityText.safe(given))
        case .insecureHub(let hub): text("error.insecure", hub)
        case .notCached(let hub, nil): text("error.notCachedSearch", hub)
        case .notCached(let hub, let post?): text("error.notCachedPost", CommunityText.safe(post), hub)
        case .noMorePages: text("error.noMorePages")
        case .storage(let failure): RepositoryErrorText(language: text.language).message(failure)
        case .localFile(let failure): file(failure)
        case .planNotFound(let reference): text("error.planNotFound", CommunityText.safe(reference))
        case .planAmbiguous(let reference, let candidates):
            text(
                "error.planAmbiguous", CommunityText.safe(reference),
                candidates.map { CommunityText.safe($0) }.joined(separator: text("list.separator")))
        case .invalidPlan(let post, let issues):
            text(
                "error.invalidPlan", CommunityText.safe(post),
                issues.map(PlanIssueText(language: text.language, source: .file).describe).joined(separator: "; "),
                CommunityText.safe(post))
        case .invalidTitle(let name): text("error.invalidTitle", CommunityText.safe(name), CommunityText.safe(name))
        }
    }

    /// A refused input: what is wrong with which field, and the fix.
    public func input(_ problem: CommunityInputProblem) -> String {
        let field = text("field." + problem.field.rawValue)
        let value = CommunityText.safe(problem.value)
        let first: String =
            switch problem.kind {
            case .empty: text("input.empty", field)
            case .tooShort(let minimum): text("input.tooShort", field, String(minimum))
            case .tooLong(let maximum, let actual):
                problem.field == .password
                    ? text("input.tooLongBytes", field, String(actual), String(maximum))
                    : problem.field == .tag && problem.value.isEmpty
                        ? text("input.tooManyTags", field, String(actual), String(maximum))
                        : text("input.tooLong", field, String(actual), String(maximum))
            case .controlCharacters:
                problem.field == .password ? text("input.controlsHidden", field) : text("input.controls", field, value)
            case .characters:
                switch problem.field {
                case .handle: text("input.characters.handle", field, value)
                case .tag: text("input.characters.tag", field, value)
                default: text("input.characters.id", field, value)
                }
            case .mismatch: text("input.mismatch")
            }
        let fix: String =
            switch (problem.kind, problem.field) {
            case (.mismatch, _): "fix.mismatch"
            case (_, .post): "fix.post"
            case (_, .comment): "fix.comment"
            case (_, .handle): "fix.handle"
            case (_, .password): "fix.password"
            case (_, .tag): "fix.tag"
            default: "fix.text"
            }
        return first + "\n" + text(fix)
    }

    /// A hub failure, naming the hub and what to check.
    public func hub(_ failure: HubServiceError, hub: String) -> String {
        switch failure {
        case .unreachable(_, .refused): return text("hub.refused", hub)
        case .unreachable(_, .timedOut): return text("hub.connectTimeout", hub)
        case .unreachable(_, .unknownHost): return text("hub.unknownHost", hub)
        case .unreachable(_, .secure(let detail)): return text("hub.secure", hub, CommunityText.safe(detail))
        case .notAnswering: return text("hub.notAnswering", hub)
        case .timedOut: return text("hub.timedOut", hub)
        case .rateLimited(let message, let seconds):
            let retry =
                seconds.map { value in
                    text(
                        "hub.retry",
                        value < 120
                            ? text("hub.seconds", String(value)) : text("hub.minutes", String((value + 59) / 60)))
                } ?? text("hub.retryLater")
            return text("hub.rateLimited", hub, CommunityText.safe(message)) + "\n" + retry
        case .unauthorized: return text("hub.unauthorized", hub)
        case .hubFailed(let status, let message?) where !message.isEmpty:
            return text("hub.failedSaying", hub, String(status), CommunityText.safe(message))
        case .hubFailed(let status, _): return text("hub.failed", hub, String(status))
        case .refused(let status, let code, let message, let field, _):
            let said = CommunityText.safe(message)
            switch code {
            case HubErrorCode.notFound.rawValue: return text("hub.notFound", hub, said)
            case HubErrorCode.handleTaken.rawValue: return text("hub.handleTaken", hub)
            case HubErrorCode.forbidden.rawValue, HubErrorCode.blocked.rawValue, HubErrorCode.suspended.rawValue,
                HubErrorCode.commentsClosed.rawValue:
                return text("hub.forbidden", hub, said)
            default:
                if status == 403 { return text("hub.forbidden", hub, said) }
                if let field { return text("hub.invalidField", hub, CommunityText.safe(field), said) }
                return text("hub.invalid", hub, said)
            }
        case .badAnswer(_, let status):
            return status == 0 ? text("hub.badAnswerNoStatus", hub) : text("hub.badAnswer", hub, String(status))
        }
    }

    /// A local file that cannot be used, and what to do about it.
    public func file(_ failure: HubLocalFileError) -> String {
        let path = CommunityText.safe(failure.path)
        switch failure.reason {
        case .tooOpen(let mode): return text("error.fileOpen", path, String(mode, radix: 8), path)
        case .system(let code): return text("error.fileSystem", path, String(cString: strerror(code)))
        case .damaged: return text("error.fileDamaged", path)
        case .notAFile: return text("error.fileNotAFile", path)
        }
    }
}
