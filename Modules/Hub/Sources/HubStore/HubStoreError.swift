/// Why the store refused or failed an operation; the server maps each case to one HTTP status.
/// 存储拒绝或未能完成操作的原因；服务器将每种情况映射为一个 HTTP 状态码。
public enum HubStoreError: Error, Hashable, Sendable {
    /// The object does not exist, or the caller may not see it.
    case notFound
    /// The caller may see the object but not change it.
    case forbidden
    /// Another account already has this handle (ignoring case and compatibility forms).
    case handleTaken
    /// The same author already published this content.
    case duplicatePost(existingId: String)
    /// The post's author closed its comments.
    case commentsClosed
    /// The post's author blocked the caller.
    case blocked
    /// The account is suspended.
    case suspended
    /// A value the store cannot take (e.g. blocking oneself), with the field and the reason.
    case invalid(field: String, message: String)
    /// The file is not a hub database, or of a newer hub.
    case notAHubDatabase(String)
    /// The store could not be reached or failed; the text is for logs, never for clients.
    case unavailable(String)
}
