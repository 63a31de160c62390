import ArgumentParser

/// `interfit settings …`: the global settings layer.
/// `interfit settings …`：全局设置层。
struct SettingsCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        .interfit(
            "settings", help: "settings",
            subcommands: [SettingsListCommand.self, SettingsGetCommand.self, SettingsSetCommand.self],
            defaultSubcommand: SettingsListCommand.self)
    }
}
