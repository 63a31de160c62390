/// Storage of the global settings as canonical text values.
/// 以规范文本保存的全局设置的存储。
public protocol SettingsRepository: Sendable {
    /// Only the keys the user has set.
    func storedValues() throws(RepositoryError) -> [SettingKey: String]
    func set(_ value: String, for key: SettingKey) throws(RepositoryError)
    /// Forgets the user's value, so the default applies again.
    func reset(_ key: SettingKey) throws(RepositoryError)
}
