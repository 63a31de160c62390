import ArgumentParser

/// `interfit`: the root command.
/// `interfit`：根命令。
struct InterfitCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "interfit", abstract: HelpText.about("root.abstract"),
            discussion: HelpText.about("root.discussion"),
            version: "0.4.0",
            subcommands: [
                StartCommand.self, TemplatesCommand.self, PlansCommand.self, HistoryCommand.self, StatsCommand.self,
                SettingsCommand.self, BackupCommand.self, DoctorCommand.self, RecoverCommand.self,
            ] + (parsesCommunity ? [CommunityCommand.self] : []),
            helpNames: [.long, .customShort("h")])
    }

    @OptionGroup var global: GlobalOptions

    /// The first words of command lines that never reach a hub: their parse leaves out the community tree.
    static let offlineFirstWords: Set<String> = [
        "start", "templates", "plans", "history", "stats", "settings", "backup", "doctor", "recover", "--version",
    ]

    /// Whether this process's command line may name `community` (help, completions and typos see every command).
    static let parsesCommunity = !offlineFirstWords.contains(CommandLine.arguments.dropFirst().first ?? "")
}
