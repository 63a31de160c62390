import ArgumentParser

/// `interfit backup …`: everything in one JSON bundle, and back.
/// `interfit backup …`：把一切存入一个 JSON 包，以及从中恢复。
struct BackupCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "backup", abstract: HelpText.about("backup.abstract"),
            discussion: HelpText.about("backup.discussion"),
            subcommands: [BackupExportCommand.self, BackupImportCommand.self])
    }
}
