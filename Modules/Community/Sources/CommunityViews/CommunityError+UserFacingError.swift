import Community
import Foundation
import HubAPI
import Shared
import SharedUI

extension CommunityError: UserFacingError {
    /// 64 bad input or refusal, 69 hub out of reach or failed, 75 rate limit, 77 no sign-in, 74 local storage.
    public var exitStatus: ProcessExitStatus {
        switch self {
        case .input, .badHubAddress, .insecureHub, .noMorePages, .planNotFound, .planAmbiguous, .invalidTitle: .usage
        case .hub(let error, _): Self.status(of: error)
        case .notSignedIn: .notPermitted
        case .notCached, .invalidPlan: .unavailable
        case .storage(let error): error.exitStatus
        case .localFile(let error): error.reason.isTooOpen ? .notPermitted : .ioError
        }
    }

    public func message(in language: AppLanguage) -> String {
        CommunityErrorText(language: language).message(self)
    }

    private static func status(of error: HubServiceError) -> ProcessExitStatus {
        switch error {
        case .unreachable, .notAnswering, .timedOut, .hubFailed, .badAnswer: .unavailable
        case .rateLimited: .tryAgainLater
        case .unauthorized: .notPermitted
        case .refused(let status, let code, _, _, _):
            status == 403 || code == HubErrorCode.forbidden.rawValue || code == HubErrorCode.blocked.rawValue
                || code == HubErrorCode.suspended.rawValue || code == HubErrorCode.commentsClosed.rawValue
                ? .notPermitted : .usage
        }
    }
}

extension HubLocalFileError.Reason {
    /// True when the file is refused because others may read it.
    var isTooOpen: Bool {
        if case .tooOpen = self { return true }
        return false
    }
}
