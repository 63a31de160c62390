/// The chips of a change note: what this version changes for the person who applies it.
/// 变更说明的标签：此版本对应用者而言改变了什么。
public enum HubChangeChip: String, Codable, Sendable, CaseIterable {
    case beginner
    case harder
    case longerRest = "longer-rest"
    case shorter
    case music
}
