import Shared

/// Why a settings action failed; each case tells the user what to do.
/// 设置操作失败的原因；每种情况都告诉用户该怎么做。
public enum SettingsError: Error, Hashable, Sendable {
    /// No setting has this key.
    case unknownKey(String)
    /// The value is not one the key accepts.
    case invalidValue(key: SettingKey, value: String)
    /// Storage failed; nothing was changed.
    case storage(RepositoryError)
}
