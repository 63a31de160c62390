import ArgumentParser
import Settings
import SettingsViews

/// `interfit settings set KEY VALUE`: changes one global setting.
/// `interfit settings set KEY VALUE`：修改一项全局设置。
struct SettingsSetCommand: InterfitSubcommand {
    static var configuration: CommandConfiguration { .interfit("set", help: "settings.set") }

    @OptionGroup var global: GlobalOptions
    @Argument(help: .text("settings.key"), completion: .list(SettingsFailure.keys)) var key: String
    @Argument(help: .text("settings.value")) var value: String

    func execute(_ context: AppContext) async throws {
        let view = SettingsListView(language: context.language, style: context.style)
        do {
            let settingKey = try SettingsListViewModel.key(named: key)
            try SettingsListViewModel.check(value, for: settingKey)
            let settings = context.settingsList(try context.openDatabase())
            context.console.out(view.changed(settingKey, value: try settings.set(settingKey, to: value)))
        } catch let error as SettingsError {
            throw SettingsFailure.failure(error, view: view)
        }
    }
}
