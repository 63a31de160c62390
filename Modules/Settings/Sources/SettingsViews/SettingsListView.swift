import Settings
import Shared
import SharedUI

/// The `settings list` table and the answers of `settings get` / `settings set`.
/// `settings list` 的表格以及 `settings get` / `settings set` 的输出。
public struct SettingsListView: Sendable {
    private let text: StringTable
    private let style: TextStyle

    public init(language: AppLanguage, style: TextStyle) {
        text = StringTable(SettingsViewsStrings.catalog, language: language)
        self.style = style
    }

    /// KEY, VALUE, SOURCE (default or set), ALLOWED.
    public func render(_ entries: [SettingEntry]) -> String {
        var table = TextTable(headers: [
            text("label.key"), text("label.value"), text("label.source"), text("label.allowed"),
        ])
        for entry in entries {
            table.rows.append([
                entry.key.rawValue, entry.value, entry.isDefault ? text("label.default") : text("label.set"),
                entry.allowed.joined(separator: "|"),
            ])
        }
        return table.render(style: style)
    }

    /// The home tab this screen belongs to.
    public static let tab = 3

    /// How many settings fit on the home in a terminal of `height` rows (title, layers line and column titles aside).
    public static func listRows(height: Int) -> Int { max(1, ScreenFrame.bodyHeight(height) - 3) }

    /// The home's Settings tab: the global layer (each value with where it comes from), changed in place.
    @MainActor
    public func frame(_ list: SettingsListViewModel, width: Int, height: Int) -> [String] {
        let screen = ScreenFrame(language: text.language, style: style)
        var body = [
            style.bold(TextWidth.fit(text("home.title"), width)), style.dim(TextWidth.fit(text("home.layers"), width)),
        ]
        let range = ScreenFrame.page(
            count: list.entries.count, selected: list.selected, rows: Self.listRows(height: height))
        let rows = list.entries[range].map { entry in
            [
                entry.key.rawValue, entry.value, entry.isDefault ? text("label.default") : text("label.set"),
                entry.allowed.joined(separator: "|"),
            ]
        }
        body += screen.table(
            headers: [text("label.key"), text("label.value"), text("label.source"), text("label.allowed")],
            rows: rows, selected: list.selected - range.lowerBound, width: width, dropOrder: [3, 2])
        let footer: String
        if let failure = list.failure {
            footer = TextWidth.fit(message(failure).split(separator: "\n").first.map(String.init) ?? "", width)
        } else if let change = list.lastChange {
            footer = TextWidth.fit(changed(change.key, value: change.value), width)
        } else {
            footer = screen.hints(
                [
                    text("home.hint.next"), text("home.hint.reset"), text("home.hint.doctor"), screen.hint("keys"),
                    screen.hint("quit"),
                ], width: width)
        }
        return screen.compose(selected: Self.tab, body: body, footer: footer, width: width, height: height)
    }

    /// The keys of the Settings tab, for the help.
    public func help() -> [(keys: String, action: String)] {
        let screen = ScreenFrame(language: text.language, style: style)
        return SettingsListKeyMap.help.map { ($0.keys, screen.helpAction($0.action, own: text)) }
    }

    /// `cues.voice = on` after a change.
    public func changed(_ key: SettingKey, value: String) -> String { "\(key.rawValue) = \(value)" }

    /// The message for a failed settings action, naming the fix.
    public func message(_ error: SettingsError) -> String {
        switch error {
        case .unknownKey(let key):
            text(
                "settings.unknownKey", TerminalText.sanitized(key),
                SettingKey.allCases.map(\.rawValue).joined(separator: ", "))
        case .invalidValue(let key, let value):
            text(
                "settings.invalidValue", key.rawValue, TerminalText.sanitized(value),
                (key.allowedValues + ["default"]).joined(separator: ", "))
        case .storage(let underlying):
            RepositoryErrorText(language: text.language).message(underlying)
        }
    }
}
