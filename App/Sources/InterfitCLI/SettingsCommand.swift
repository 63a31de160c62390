import ArgumentParser

/// `interfit settings …`: the global settings layer.
struct SettingsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "settings",
        abstract: "Show and change global settings (plans and `start` options can override them).",
        discussion: """
            Examples:
              interfit settings list
              interfit settings set cues.voice on
              interfit settings set voice.language zh
            """,
        subcommands: [SettingsListCommand.self, SettingsGetCommand.self, SettingsSetCommand.self],
        defaultSubcommand: SettingsListCommand.self)
}
