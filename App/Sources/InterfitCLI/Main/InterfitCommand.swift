import ArgumentParser

/// `interfit`: the root command.
/// `interfit`：根命令。
struct InterfitCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "interfit", abstract: HelpText.of("root.abstract"), discussion: HelpText.of("root.discussion"),
            version: "0.4.0",
            subcommands: [
                StartCommand.self, TemplatesCommand.self, PlansCommand.self, HistoryCommand.self, StatsCommand.self,
                SettingsCommand.self, BackupCommand.self, DoctorCommand.self, RecoverCommand.self,
                CommunityCommand.self,
            ],
            helpNames: [.long, .customShort("h")])
    }

    @OptionGroup var global: GlobalOptions
}
