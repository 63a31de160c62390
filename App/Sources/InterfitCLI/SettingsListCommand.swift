import ArgumentParser
import Shared

/// `interfit settings list`: every key with its value and where it comes from.
struct SettingsListCommand: InterfitSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List every setting, its value and whether it is the default.")

    @OptionGroup var global: GlobalOptions
    @Flag(help: "Print JSON: an object of key → {value, isDefault, allowed}.") var json = false

    /// The `--json` shape of one setting.
    private struct Entry: Encodable {
        let value: String
        let isDefault: Bool
        let allowed: [String]
    }

    func execute(_ context: AppContext) async throws {
        let database = try context.openDatabase()
        let stored: [SettingKey: String]
        do { stored = try context.makeSettingsRepository(database).storedValues() } catch {
            throw context.messages.failure(storage: error)
        }
        let effective = SettingKey.cueSettings(from: stored)
        if json {
            var entries: [String: Entry] = [:]
            for key in SettingKey.allCases {
                entries[key.rawValue] = Entry(
                    value: SettingKey.text(of: effective, for: key), isDefault: stored[key] == nil,
                    allowed: key.allowedValues)
            }
            context.console.out(JSONOutput.encode(entries))
            return
        }
        var table = TextTable(headers: [
            context.text("label.key"), context.text("label.value"), context.text("label.source"),
        ])
        for key in SettingKey.allCases {
            table.rows.append([
                key.rawValue, SettingKey.text(of: effective, for: key),
                stored[key] == nil ? context.text("label.default") : context.text("label.set"),
            ])
        }
        context.console.out(table.render(style: context.style))
    }
}
