/// A piece of input a community command checks before anything is sent.
/// 社区命令在发送前检查的一项输入。
public enum CommunityField: String, Sendable, CaseIterable {
    case post
    case comment
    case commentText
    case handle
    case password
    case search
    case tag
    case note
    case reportNote
    case title
}
