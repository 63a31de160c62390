import HubAPI
import Shared

/// Why a community action failed; each case carries what its message needs to name the problem and the fix.
/// 社区操作失败的原因；每种情况都带有消息说明问题与解决办法所需的信息。
public enum CommunityError: Error, Sendable {
    /// Bad input, refused before anything was sent.
    case input(CommunityInputProblem)
    /// The hub at `hub` failed or refused.
    case hub(HubServiceError, hub: String)
    /// The action needs an account and no sign-in is kept for `hub`.
    case notSignedIn(hub: String)
    /// `--hub` (or the `community.hub` setting) is not an `http://` or `https://` address.
    case badHubAddress(String)
    /// Plain HTTP to another machine without `--insecure`.
    case insecureHub(hub: String)
    /// `--offline` with no copy kept for what was asked (a post id, or nil for the last search).
    case notCached(hub: String, post: String?)
    /// `--more` with no earlier search, or after its last page.
    case noMorePages
    /// The local plan library failed.
    case storage(RepositoryError)
    /// A file this client keeps (credentials, offline copies) could not be used.
    case localFile(HubLocalFileError)
    /// No plan in the library matches `reference`.
    case planNotFound(reference: String)
    /// Several plans match `reference`.
    case planAmbiguous(reference: String, candidates: [String])
    /// The hub sent a plan no valid plan can be (a hostile or broken hub): never saved, never trained.
    case invalidPlan(post: String, issues: [PlanValidationIssue])
    /// A plan whose name cannot be a post's title.
    case invalidTitle(name: String)
}
