/// Which part of the library to list.
/// 要列出计划库的哪一部分。
public enum PlanListFilter: String, CaseIterable, Codable, Sendable {
    /// Not archived, most recently used (then updated) first.
    case recent
    /// Favorites that are not archived, by name.
    case favorites
    /// Every plan, archived ones included, by name.
    case all
    /// Archived plans only, by name.
    case archived
}
