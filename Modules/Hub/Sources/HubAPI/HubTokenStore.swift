/// Where a client keeps its tokens (one per hub) and its anonymous install id.
/// 客户端保存令牌（每个社区中心一个）与匿名安装编号的地方。
public protocol HubTokenStore: Sendable {
    /// The token kept for `hub` (its canonical address), if any.
    func token(for hub: String) throws(HubLocalFileError) -> HubStoredToken?
    /// Keeps `token`, replacing the one of its hub.
    func save(_ token: HubStoredToken) throws(HubLocalFileError)
    /// Forgets the token of `hub`; false when there was none.
    func removeToken(for hub: String) throws(HubLocalFileError) -> Bool
    /// The random id anonymous applies are counted by, made from `fresh` the first time (or after a reset).
    func installId(making fresh: () -> String) throws(HubLocalFileError) -> String
    /// Forgets the install id; the next anonymous apply gets a new one.
    func resetInstallId() throws(HubLocalFileError)
}
