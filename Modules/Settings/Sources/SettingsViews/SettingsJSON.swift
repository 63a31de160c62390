import Settings

/// The stable `settings list --json` shape: an object keyed by setting.
/// `settings list --json` 的稳定结构：以设置键为键的对象。
public struct SettingsJSON: Encodable, Sendable {
    private let entries: [SettingEntry]

    public init(_ entries: [SettingEntry]) {
        self.entries = entries
    }

    /// One setting: its value, whether it is the default, and the values it accepts.
    /// 一项设置：取值、是否默认以及可接受的值。
    private struct Entry: Encodable {
        let value: String
        let isDefault: Bool
        let allowed: [String]
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        var object: [String: Entry] = [:]
        for entry in entries {
            object[entry.key.rawValue] = Entry(value: entry.value, isDefault: entry.isDefault, allowed: entry.allowed)
        }
        try container.encode(object)
    }
}
