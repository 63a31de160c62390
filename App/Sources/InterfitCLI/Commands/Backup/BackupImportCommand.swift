import ArgumentParser
import Persistence
import Settings
import SettingsViews
import Shared
import SharedUI

/// `interfit backup import FILE|- (--merge|--replace)`: applies a bundle in one transaction.
/// `interfit backup import FILE|- (--merge|--replace)`：在一个事务中应用备份包。
struct BackupImportCommand: InterfitSubcommand {
    static var configuration: CommandConfiguration {
        // ArgumentParser would list the alternatives side by side, as if both were needed.
        .interfit("import", help: "backup.import", usage: "interfit backup import <file> (--merge | --replace) [--yes]")
    }

    @OptionGroup var global: GlobalOptions
    @Argument(help: .text("backup.import.file"), completion: .file(extensions: ["json"])) var file: String
    @Flag var mode: BackupImportMode
    @Flag(name: [.long, .customShort("y")], help: .text("option.yes")) var yes = false

    func execute(_ context: AppContext) async throws {
        let view = SettingsBackupView(language: context.language)
        let terminal = context.streams.stdinIsTTY && file != "-"
        switch SettingsBackupViewModel.confirmation(for: mode, isTerminal: terminal, yes: yes) {
        case .proceed: break
        case .refuse: throw CLIFailure(message: view.needsYes, status: .usage)
        case .ask:
            guard context.console.ask(view.replaceQuestion) else { return context.console.out(view.notReplaced) }
        }
        let input = try UserFileReader(path: file)
        let database = try context.openForWriting()
        context.saveFinishedWorkouts(into: database)
        let report = try context.settingsBackup(database).importBundle(mode: mode, file: file) { try input.next() }
        context.console.out(view.imported(report, mode: mode))
    }
}
