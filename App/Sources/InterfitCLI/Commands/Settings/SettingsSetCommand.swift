import ArgumentParser
import Settings
import SettingsViews
import Shared

/// `interfit settings set KEY VALUE`: changes one global setting.
/// `interfit settings set KEY VALUE`：修改一项全局设置。
struct SettingsSetCommand: InterfitSubcommand {
    static var configuration: CommandConfiguration { .interfit("set", help: "settings.set") }

    @OptionGroup var global: GlobalOptions
    @Argument(help: .text("settings.key"), completion: .list(SettingKey.allCases.map(\.rawValue))) var key: String
    @Argument(help: .text("settings.value")) var value: String

    func execute(_ context: AppContext) async throws {
        let view = SettingsListView(language: context.language, style: context.style)
        let settingKey = try SettingsListViewModel.key(named: key)
        try SettingsListViewModel.check(value, for: settingKey)
        let database = try context.openForWriting()
        context.saveFinishedWorkouts(into: database)
        let settings = context.settingsList(database)
        context.console.out(view.changed(settingKey, value: try settings.set(settingKey, to: value)))
    }
}
