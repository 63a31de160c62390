/// Who may find a post: everyone, or only its author.
/// 谁能找到一篇帖子：所有人，或仅作者本人。
public enum HubVisibility: String, Codable, Sendable, CaseIterable {
    case `public`
    case `private`
}
