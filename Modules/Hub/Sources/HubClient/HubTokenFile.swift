import Foundation
import HubAPI

/// `credentials.json`: the tokens (one per hub) and the install id, readable by their owner only.
/// `credentials.json`：令牌（每个社区中心一个）与安装编号，仅属主可读。
public struct HubTokenFile: HubTokenStore {
    /// The file, e.g. `$XDG_CONFIG_HOME/interfit/credentials.json`.
    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// The file's JSON: `{"formatVersion":1,"installId":…,"tokens":[…]}`.
    /// 文件的 JSON 结构：`{"formatVersion":1,"installId":…,"tokens":[…]}`。
    struct Contents: Codable {
        var formatVersion = 1
        var installId: String?
        var tokens: [HubStoredToken] = []
    }

    public func token(for hub: String) throws(HubLocalFileError) -> HubStoredToken? {
        try load().tokens.first { $0.hub == hub }
    }

    public func save(_ token: HubStoredToken) throws(HubLocalFileError) {
        var contents = try load()
        contents.tokens.removeAll { $0.hub == token.hub }
        contents.tokens.append(token)
        try store(contents)
    }

    public func removeToken(for hub: String) throws(HubLocalFileError) -> Bool {
        var contents = try load()
        let before = contents.tokens.count
        contents.tokens.removeAll { $0.hub == hub }
        guard contents.tokens.count != before else { return false }
        try store(contents)
        return true
    }

    public func installId(making fresh: () -> String) throws(HubLocalFileError) -> String {
        var contents = try load()
        if let id = contents.installId { return id }
        let id = fresh()
        contents.installId = id
        try store(contents)
        return id
    }

    public func resetInstallId() throws(HubLocalFileError) {
        var contents = try load()
        guard contents.installId != nil else { return }
        contents.installId = nil
        try store(contents)
    }

    private func load() throws(HubLocalFileError) -> Contents {
        guard let data = try HubPrivateFile.read(path, checkingMode: true) else { return Contents() }
        do {
            let contents = try HubJSON.decoder().decode(Contents.self, from: data)
            guard contents.formatVersion == 1 else { throw HubLocalFileError(path: path, reason: .damaged) }
            return contents
        } catch {
            throw HubLocalFileError(path: path, reason: .damaged)
        }
    }

    private func store(_ contents: Contents) throws(HubLocalFileError) {
        let data: Data
        do { data = try HubJSON.encoder().encode(contents) } catch {
            throw HubLocalFileError(path: path, reason: .damaged)
        }
        try HubPrivateFile.write(data + Data("\n".utf8), to: path, syncing: true)
    }
}
