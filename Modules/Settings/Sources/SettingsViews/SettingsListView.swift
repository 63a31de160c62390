import Settings
import Shared
import SharedUI

/// The `settings list` table and the answers of `settings get` / `settings set`.
/// `settings list` 的表格以及 `settings get` / `settings set` 的输出。
public struct SettingsListView: Sendable {
    private let text: StringTable
    private let style: TextStyle

    public init(language: AppLanguage, style: TextStyle) {
        text = StringTable(SettingsViewsStrings.catalog, language: language)
        self.style = style
    }

    /// KEY, VALUE, SOURCE (default or set), ALLOWED.
    public func render(_ entries: [SettingEntry]) -> String {
        var table = TextTable(headers: [
            text("label.key"), text("label.value"), text("label.source"), text("label.allowed"),
        ])
        for entry in entries {
            table.rows.append([
                entry.key.rawValue, entry.value, entry.isDefault ? text("label.default") : text("label.set"),
                entry.allowed.joined(separator: "|"),
            ])
        }
        return table.render(style: style)
    }

    /// `cues.voice = on` after a change.
    public func changed(_ key: SettingKey, value: String) -> String { "\(key.rawValue) = \(value)" }

    /// The message for a failed settings action, naming the fix.
    public func message(_ error: SettingsError) -> String {
        switch error {
        case .unknownKey(let key):
            text(
                "settings.unknownKey", TerminalText.sanitized(key),
                SettingKey.allCases.map(\.rawValue).joined(separator: ", "))
        case .invalidValue(let key, let value):
            text(
                "settings.invalidValue", key.rawValue, TerminalText.sanitized(value),
                (key.allowedValues + ["default"]).joined(separator: ", "))
        case .storage(let underlying):
            RepositoryErrorText(language: text.language).message(underlying)
        }
    }
}
