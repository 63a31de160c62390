/// Which key a listing pages by.
/// 列表分页所依据的键。
public enum HubSortKey: Sendable {
    case score
    case sequence
}
