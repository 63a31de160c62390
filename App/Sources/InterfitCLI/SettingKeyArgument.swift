import Shared

/// Reads a setting key typed by the user, failing with the list of keys.
enum SettingKeyArgument {
    static func parse(_ text: String, messages: Localizer) throws(CLIFailure) -> SettingKey {
        guard let key = SettingKey(rawValue: text.lowercased()) else {
            let keys = SettingKey.allCases.map(\.rawValue).joined(separator: ", ")
            throw CLIFailure(message: messages("settings.unknownKey", text, keys), status: .usage)
        }
        return key
    }
}
