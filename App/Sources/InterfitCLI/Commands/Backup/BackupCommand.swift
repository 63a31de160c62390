import ArgumentParser

/// `interfit backup …`: everything in one JSON bundle, and back.
/// `interfit backup …`：把一切存入一个 JSON 包，以及从中恢复。
struct BackupCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        .interfit(
            "backup", help: "backup",
            subcommands: [BackupExportCommand.self, BackupImportCommand.self])
    }
}
