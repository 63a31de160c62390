import Foundation
import Settings
import Shared
import SharedUI
import Testing

@testable import SettingsViews

/// A database inspection with a fixed result.
private struct FixedInspector: DatabaseInspecting {
    let health: DatabaseHealth
    func inspect(full: Bool) -> DatabaseHealth { health }
}

/// A cue probe with a fixed result.
private struct FixedProbe: CueEnvironmentProbing {
    let report: CueEnvironmentReport
    func probe() -> CueEnvironmentReport { report }
}

@MainActor
@Suite struct SettingsViewsTests {
    private let entries = [
        SettingEntry(key: .bell, value: "on", isDefault: true),
        SettingEntry(key: .voice, value: "on", isDefault: false),
    ]

    @Test func listIsATableWithSourcesAndAllowedValues() {
        #expect(
            SettingsListView(language: .english, style: .plain).render(entries) == """
                KEY         VALUE  SOURCE   ALLOWED
                cues.bell   on     default  on|off
                cues.voice  on     set      on|off
                """)
        #expect(
            SettingsListView(language: .simplifiedChinese, style: .plain).render(entries) == """
                键          值  来源    可选值
                cues.bell   on  默认    on|off
                cues.voice  on  已设置  on|off
                """)
    }

    @Test func errorsNameTheFix() {
        let view = SettingsListView(language: .english, style: .plain)
        #expect(
            view.message(.invalidValue(key: .voice, value: "loud"))
                == "cues.voice cannot be \"loud\".\nFix: use one of on, off, default.")
        #expect(view.message(.unknownKey("x\u{1B}")).hasPrefix("Unknown setting \"x\\u{1B}\"."))
        #expect(
            SettingsListView(language: .simplifiedChinese, style: .plain).message(.unknownKey("x"))
                .hasPrefix("未知设置“x”。"))
    }

    @Test func backupCountsAgreeWithTheirNumbers() {
        let report = BackupReport(
            written: BackupCounts(plans: 1, planVersions: 0, sessions: 3, settings: 1),
            skipped: BackupCounts(plans: 2, planVersions: 1, sessions: 0, settings: 0))
        #expect(
            SettingsBackupView(language: .english).imported(report, mode: .merge)
                == """
                Added 1 plan, 0 versions, 3 sessions and 1 setting that were missing.
                Already there (left as they were): 2 plans, 1 version, 0 sessions and 0 settings.
                """)
        #expect(
            SettingsBackupView(language: .simplifiedChinese).exported(report, to: "b.json")
                == "已导出 1 个计划、0 个版本、3 条训练记录和 1 项设置 到 b.json。")
    }

    @Test func jsonIsKeyedBySetting() throws {
        let json = JSONText.encode(SettingsJSON(entries))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: [String: Any]])
        #expect(object["cues.voice"]?["isDefault"] as? Bool == false)
        #expect(object["cues.bell"]?["allowed"] as? [String] == ["on", "off"])
    }

    @Test func doctorReportSaysWhatWorksAndWhy() async {
        let health = DatabaseHealth(
            path: "/home/u/.local/share/interfit/interfit.sqlite", exists: true, schema: "v2-sessions",
            integrity: ["ok"], plans: 3, sessions: 12, sizeBytes: 1_234_567)
        let cues = CueEnvironmentReport(
            players: [
                HelperProgramStatus(name: "pw-play", path: nil, state: .missing),
                HelperProgramStatus(name: "paplay", path: "/usr/bin/paplay", state: .failed(.exitStatus(1))),
                HelperProgramStatus(name: "aplay", path: nil, state: .missing),
            ],
            voices: [HelperProgramStatus(name: "espeak-ng", path: "/usr/bin/espeak-ng", state: .found)],
            musicPrograms: [
                HelperProgramStatus(name: "mpv", path: "/usr/bin/mpv", state: .usable),
                HelperProgramStatus(name: "playerctl", path: nil, state: .missing),
            ], desktopPlayers: [])
        let doctor = SettingsDoctorViewModel(
            database: FixedInspector(health: health), cues: FixedProbe(report: cues),
            terminal: TerminalFacts(
                isTTY: true, columns: 100, rows: 30, term: "xterm", colours: false, language: .english))
        await doctor.run(full: false)
        #expect(
            SettingsDoctorView(language: .english, style: .plain).render(doctor) == """
                Database         /home/u/.local/share/interfit/interfit.sqlite  ok
                Schema           v2-sessions
                Integrity        ok  (quick check; --full runs the complete, slower check)
                Plans            3
                Sessions         12
                Size             1.2 MB
                Language         en
                Colours          off
                Audio player     none usable (pw-play: not installed; paplay: test play failed (exit 1); aplay: not installed) — cues use the terminal bell
                Voice            /usr/bin/espeak-ng
                Music            mpv /usr/bin/mpv; playerctl: not installed
                Desktop players  none running (music from `player` waits for one)
                Terminal         TTY, 100×30
                """)
        #expect(SettingsDoctorView(language: .english, style: .plain).problem(health) == nil)
    }

    @Test(arguments: AppLanguage.allCases)
    func bothLanguagesHaveEveryString(language: AppLanguage) {
        let english = SettingsViewsStrings.catalog.keys(.english)
        #expect(english.count > 40, "a table that does not parse reads as empty")
        #expect(SettingsViewsStrings.catalog.keys(language) == english)
    }
}
