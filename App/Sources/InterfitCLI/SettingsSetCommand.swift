import ArgumentParser
import Shared

/// `interfit settings set KEY VALUE`: changes one global setting.
struct SettingsSetCommand: InterfitSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "set", abstract: "Change one setting; `default` restores the built-in value.",
        discussion: """
            Examples:
              interfit settings set cues.voice on
              interfit settings set cues.bell default
            """)

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The setting, e.g. cues.voice.") var key: String
    @Argument(help: "The new value (on/off, or en/zh for voice.language), or `default`.") var value: String

    func execute(_ context: AppContext) async throws {
        let settingKey = try SettingKeyArgument.parse(key, messages: context.text)
        let normalized: String?
        if value.lowercased() == "default" {
            normalized = nil
        } else {
            do { normalized = try settingKey.normalize(value) } catch {
                throw CLIFailure(
                    message: context.text(
                        "settings.invalidValue", settingKey.rawValue, value, error.allowed.joined(separator: ", ")),
                    status: .usage)
            }
        }
        let repository = context.makeSettingsRepository(try context.openDatabase())
        do {
            if let normalized {
                try repository.set(normalized, for: settingKey)
            } else {
                try repository.reset(settingKey)
            }
        } catch {
            throw context.messages.failure(storage: error)
        }
        context.console.out("\(settingKey.rawValue) = \(normalized ?? settingKey.defaultValue)")
    }
}
