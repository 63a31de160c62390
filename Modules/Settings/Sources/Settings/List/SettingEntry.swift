import Shared

/// One global setting as listed: its value, whether it is the default, and what it accepts.
/// 列出的一项全局设置：取值、是否为默认值，以及可接受的值。
public struct SettingEntry: Hashable, Sendable {
    public let key: SettingKey
    public let value: String
    public let isDefault: Bool

    public init(key: SettingKey, value: String, isDefault: Bool) {
        self.key = key
        self.value = value
        self.isDefault = isDefault
    }

    /// The values this setting accepts.
    public var allowed: [String] { key.allowedValues }
}
