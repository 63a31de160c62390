/// Which key a listing pages by.
/// 列表分页所依据的键。
public enum HubSortKey: Sendable {
    case score
    case sequence
    /// The time a post was saved, then its sequence (`GET /v1/me/saved`).
    case saved
}
