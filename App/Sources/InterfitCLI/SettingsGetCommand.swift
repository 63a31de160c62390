import ArgumentParser
import Shared

/// `interfit settings get KEY`: prints one value, for scripts.
struct SettingsGetCommand: InterfitSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "get", abstract: "Print the value of one setting.",
        discussion: "Example:\n  interfit settings get cues.bell")

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The setting, e.g. cues.bell (see `interfit settings list`).") var key: String

    func execute(_ context: AppContext) async throws {
        let settingKey = try SettingKeyArgument.parse(key, messages: context.text)
        let database = try context.openDatabase()
        let stored: [SettingKey: String]
        do { stored = try context.makeSettingsRepository(database).storedValues() } catch {
            throw context.messages.failure(storage: error)
        }
        context.console.out(SettingKey.text(of: SettingKey.cueSettings(from: stored), for: settingKey))
    }
}
