import Foundation
import HubAPI

/// Offline copies in one folder per hub (e.g. `$XDG_CACHE_HOME/interfit/community/http-127.0.0.1-8787/`).
/// 离线副本，每个社区中心一个文件夹（例如 `$XDG_CACHE_HOME/interfit/community/http-127.0.0.1-8787/`）。
public struct HubCacheFolder: HubOfflineCache {
    /// The folder holding one folder per hub.
    public let root: String

    public init(root: String) {
        self.root = root
    }

    public func read(_ name: String, hub: String) -> Data? {
        guard let path = path(name, hub: hub) else { return nil }
        return try? HubPrivateFile.read(path, checkingMode: false)
    }

    public func write(_ bytes: Data, name: String, hub: String) {
        guard let path = path(name, hub: hub) else { return }
        try? HubPrivateFile.write(bytes, to: path, syncing: false)
    }

    /// The file for `name`; nil for a name that could leave the folder.
    private func path(_ name: String, hub: String) -> String? {
        let safe = { (text: String) in
            String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") ? $0 : "_" })
        }
        let file = safe(name)
        guard !file.isEmpty, !file.hasPrefix(".") else { return nil }
        return root + "/" + safe(hub) + "/" + file + ".json"
    }
}
