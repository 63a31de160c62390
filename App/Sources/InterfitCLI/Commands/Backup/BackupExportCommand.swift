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
        let view = SettingsBackupView(language: context.language)
        let files = FileErrorText(language: context.language)
        let backup = context.settingsBackup(try context.openDatabaseForReading())
        let output: UserFileWriter
        do throws(UserFileError) { output = try UserFileWriter(path: file, replace: force) } catch {
            throw FileFailure.writing(error, file, files)
        }
        do {
            let report = try backup.export { data in try output.write(data) }
            try output.finish()
            context.console.err(view.exported(report, to: file))
        } catch {
            output.abandon()
            if let problem = error as? UserFileError { throw FileFailure.writing(problem, file, files) }
            throw CLIFailure(
                message: view.message(error as? BackupError ?? .storage(.storage(detail: "\(error)")), file: file),
                status: .ioError)
        }
    }
}
