import ArgumentParser
import SettingsViews
import SharedUI

/// `interfit settings list`: every key with its value and where it comes from.
/// `interfit settings list`：列出每个键、取值及来源。
struct SettingsListCommand: InterfitSubcommand {
    static var configuration: CommandConfiguration { .interfit("list", help: "settings.list") }

    @OptionGroup var global: GlobalOptions
    @Flag(help: .text("option.json.settings")) var json = false

    func execute(_ context: AppContext) async throws {
        let view = SettingsListView(language: context.language, style: context.style)
        let settings = context.settingsList(try context.openForReading())
        try settings.load()
        context.console.out(json ? JSONText.encode(SettingsJSON(settings.entries)) : view.render(settings.entries))
    }
}
