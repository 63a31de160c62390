/// Why a file a hub client keeps (credentials, install id, offline copies) could not be used.
/// 社区客户端保存的文件（凭据、安装编号、离线副本）无法使用的原因。
public struct HubLocalFileError: Error, Hashable, Sendable {
    /// What was wrong with the file.
    /// 文件出了什么问题。
    public enum Reason: Hashable, Sendable {
        /// Group or others may read it (or its folder): the octal mode found.
        case tooOpen(mode: Int)
        /// The system refused; the errno value.
        case system(Int32)
        /// Not the JSON this program writes.
        case damaged
        /// Not a regular file (a folder, link, pipe or device).
        case notAFile
    }

    public let path: String
    public let reason: Reason

    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }
}
