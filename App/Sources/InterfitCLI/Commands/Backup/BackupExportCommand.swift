import ArgumentParser
import Persistence
import SettingsViews
import Shared
import SharedUI

/// `interfit backup export FILE|-`: plans, versions, sessions and settings as one JSON bundle.
/// `interfit backup export FILE|-`：把计划、版本、训练记录与设置导出为一个 JSON 包。
struct BackupExportCommand: InterfitSubcommand {
    static var configuration: CommandConfiguration { .interfit("export", help: "backup.export") }

    @OptionGroup var global: GlobalOptions
    @Argument(help: .text("backup.export.file"), completion: .file(extensions: ["json"])) var file: String
    @Flag(help: .text("option.force")) var force = false

    func execute(_ context: AppContext) async throws {
        let database = try context.openForReading()
        // A bundle of a database that is not there would be a backup that silently holds nothing.
        if database.isStandIn { throw RepositoryError.notCreated(path: context.databasePath) }
        let backup = context.settingsBackup(database)
        let output = try UserFileWriter(path: file, replace: force)
        do {
            let report = try backup.export { data in try output.write(data) }
            try output.finish()
            context.console.err(SettingsBackupView(language: context.language).exported(report, to: file))
        } catch {
            output.abandon()
            throw error
        }
    }
}
