import ArgumentParser
import Settings
import SettingsViews
import Shared

/// `interfit settings get KEY`: prints one value, for scripts.
/// `interfit settings get KEY`：打印一项取值，供脚本使用。
struct SettingsGetCommand: InterfitSubcommand {
    static var configuration: CommandConfiguration { .interfit("get", help: "settings.get") }

    @OptionGroup var global: GlobalOptions
    @Argument(help: .text("settings.key"), completion: .list(SettingKey.allCases.map(\.rawValue))) var key: String

    func execute(_ context: AppContext) async throws {
        let settings = context.settingsList(try context.openForReading())
        context.console.out(try settings.value(of: try SettingsListViewModel.key(named: key)))
    }
}
