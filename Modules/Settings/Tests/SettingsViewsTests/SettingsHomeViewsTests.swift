import Foundation
import Settings
import Shared
import SharedUI
import Testing

@testable import SettingsViews

/// Settings where the user set only the voice; changes are dropped.
private struct FixedSettings: SettingsRepository {
    func storedValues() throws(RepositoryError) -> [SettingKey: String] { [.voice: "on"] }
    func set(_ value: String, for key: SettingKey) throws(RepositoryError) {}
    func reset(_ key: SettingKey) throws(RepositoryError) {}
}

/// A database inspection with a fixed result.
private struct HealthyDatabase: DatabaseInspecting {
    func inspect(full: Bool) -> DatabaseHealth {
        DatabaseHealth(
            path: "/home/u/.local/share/interfit/interfit.sqlite", exists: true, schema: "v2-sessions",
            integrity: ["ok"], plans: 3, sessions: 12, sizeBytes: 1_234_567)
    }
}

/// Sound programs: paplay works, espeak-ng speaks, no music program.
private struct FixedSound: CueEnvironmentProbing {
    func probe() -> CueEnvironmentReport {
        CueEnvironmentReport(
            players: [
                HelperProgramStatus(name: "pw-play", path: nil, state: .missing),
                HelperProgramStatus(name: "paplay", path: "/usr/bin/paplay", state: .usable),
            ],
            voices: [HelperProgramStatus(name: "espeak-ng", path: "/usr/bin/espeak-ng", state: .found)],
            musicPrograms: [HelperProgramStatus(name: "mpv", path: nil, state: .missing)], desktopPlayers: [])
    }
}

@MainActor
@Suite struct SettingsHomeViewsTests {
    /// `count` empty lines (the frames' unused rows).
    private static func blank(_ count: Int) -> [String] { Array(repeating: "", count: count) }

    /// The Settings tab (the second row selected), the doctor's screen and the tab's `?` keys.
    @Test func framesExactlyInBothLanguagesAtEverySize() async throws {
        var frames: [String: [String]] = [:]
        for language in AppLanguage.allCases {
            let list = SettingsListViewModel(repository: FixedSettings())
            list.loadForHome()
            _ = list.perform(.move(.down))
            let doctor = SettingsDoctorViewModel(
                database: HealthyDatabase(), cues: FixedSound(),
                terminal: TerminalFacts(
                    isTTY: true, columns: 80, rows: 24, term: "xterm-256color", colours: false, language: language))
            await doctor.run(full: false)
            let view = SettingsListView(language: language, style: .plain)
            let screen = ScreenFrame(language: language, style: .plain)
            for (width, height) in [(40, 12), (80, 24), (120, 40)] {
                let size = "\(language.rawValue)-\(width)x\(height)"
                frames["list-" + size] = view.frame(list, width: width, height: height)
                frames["doctor-" + size] = SettingsDoctorView(language: language, style: .plain)
                    .frame(doctor, scroll: TextScroll(), width: width, height: height)
                frames["help-" + size] = screen.helpFrame(
                    screen.help(view.help(), width: width), scroll: TextScroll(), selected: SettingsListView.tab,
                    width: width,
                    height: height)
            }
        }

        #expect(Set(frames.keys) == Set(Self.expected.keys))
        for (name, frame) in frames.sorted(by: { $0.key < $1.key }) {
            #expect(frame == Self.expected[name], "\(name)")
            let size = name.split(separator: "-").last!.split(separator: "x").compactMap { Int($0) }
            #expect(frame.count == size[1] && frame.allSatisfy { TextWidth.of($0) <= size[0] }, "\(name) fits")
        }
    }

    private static let written: [String: [String]] = [
        "doctor-en-120x40":
            [
                " 1 Train   2 Plans   3 History  [4 Settings]",
                "Doctor: database, sound, terminal",
                "Database         /home/u/.local/share/interfit/interfit.sqlite  ok",
                "Schema           v2-sessions",
                "Integrity        ok  (quick check; --full runs the complete, slower check)",
                "Plans            3",
                "Sessions         12",
                "Size             1.2 MB",
                "Language         en",
                "Colours          off",
                "Audio player     /usr/bin/paplay  (a silent test play succeeded)",
                "Voice            /usr/bin/espeak-ng",
                "Music            mpv: not installed",
                "Desktop players  none running (music from `player` waits for one)",
                "Terminal         TTY, 80×24",
            ]
            + blank(24)
            + [
                "↑↓ scroll · Esc back · ? keys · q quit"
            ],
        "doctor-en-40x12":
            [
                " Train   Plans   History  [Settings]",
                "Doctor: database, sound, terminal",
                "Database",
                "  /home/u/.local/share/interfit/interfi…",
                "  ok",
                "Schema           v2-sessions",
                "Integrity        ok  (quick check;",
                "                 --full runs the",
                "                 complete, slower check)",
                "Plans            3",
                "Sessions         12",
                "↑↓ scroll · Esc back · ? keys · q quit",
            ],
        "doctor-zh-Hans-120x40":
            [
                " 1 训练   2 计划   3 历史  [4 设置]",
                "诊断：数据库、声音、终端",
                "数据库      /home/u/.local/share/interfit/interfit.sqlite  正常",
                "结构版本    v2-sessions",
                "完整性      正常  （快速检查；--full 运行完整但较慢的检查）",
                "计划数      3",
                "训练记录数  12",
                "大小        1.2 MB",
                "语言        zh-Hans",
                "颜色        关",
                "音频播放器  /usr/bin/paplay  （静音试播放成功）",
                "语音        /usr/bin/espeak-ng",
                "音乐        mpv：未安装",
                "桌面播放器  没有正在运行的（使用 `player` 的音乐需要先启动一个）",
                "终端        终端，80×24",
            ]
            + blank(24)
            + [
                "↑↓ 滚动 · Esc 返回 · ? 按键 · q 退出"
            ],
        "doctor-zh-Hans-40x12":
            [
                " 1 训练   2 计划   3 历史  [4 设置]",
                "诊断：数据库、声音、终端",
                "数据库",
                "  /home/u/.local/share/interfit/interfi…",
                "  正常",
                "结构版本    v2-sessions",
                "完整性      正常  （快速检查；--full",
                "            运行完整但较慢的检查）",
                "计划数      3",
                "训练记录数  12",
                "大小        1.2 MB",
                "↑↓ 滚动 · Esc 返回 · ? 按键 · q 退出",
            ],
        "help-en-120x40":
            [
                " 1 Train   2 Plans   3 History  [4 Settings]",
                "Keys on this screen",
            ]
            + [""]
            + [
                "  ↑↓ j k     move (Page Up/Down, Home/End, g/G)",
                "  ⏎ → space  the next allowed value (saved at once)",
                "  ←          the previous allowed value",
                "  r          back to the default",
                "  d          check the database, sound and terminal",
                "  Tab 1–4    switch tabs (Train · Plans · History · Settings)",
                "  ?          show or hide these keys",
                "  Esc        go back (or close the filter)",
                "  q          quit",
            ]
            + blank(27)
            + [
                "Any key closes this list."
            ],
        "help-en-40x12":
            [
                " Train   Plans   History  [Settings]",
                "Keys on this screen",
            ]
            + [""]
            + [
                "  ↑↓ j k     move (Page Up/Down,",
                "             Home/End, g/G)",
                "  ⏎ → space  the next allowed value",
                "             (saved at once)",
                "  ←          the previous allowed value",
                "  r          back to the default",
                "  d          check the database, sound",
                "             and terminal",
                "↑↓ scroll · any other key closes",
            ],
        "help-zh-Hans-120x40":
            [
                " 1 训练   2 计划   3 历史  [4 设置]",
                "本界面的按键",
            ]
            + [""]
            + [
                "  ↑↓ j k     移动（Page Up/Down、Home/End、g/G）",
                "  ⏎ → space  下一个允许的取值（立即保存）",
                "  ←          上一个允许的取值",
                "  r          恢复默认值",
                "  d          检查数据库、声音与终端",
                "  Tab 1–4    切换标签页（训练 · 计划 · 历史 · 设置）",
                "  ?          显示或隐藏按键说明",
                "  Esc        返回（或关闭筛选）",
                "  q          退出",
            ]
            + blank(27)
            + [
                "按任意键关闭。"
            ],
        "help-zh-Hans-40x12":
            [
                " 1 训练   2 计划   3 历史  [4 设置]",
                "本界面的按键",
            ]
            + [""]
            + [
                "  ↑↓ j k     移动（Page Up/Down、",
                "             Home/End、g/G）",
                "  ⏎ → space  下一个允许的取值（立即",
                "             保存）",
                "  ←          上一个允许的取值",
                "  r          恢复默认值",
                "  d          检查数据库、声音与终端",
                "  Tab 1–4    切换标签页（训练 · 计划 ·",
                "↑↓ 滚动 · 其他任意键关闭",
            ],
        "list-en-120x40":
            [
                " 1 Train   2 Plans   3 History  [4 Settings]",
                "Settings: the global layer",
                "start --cues beats a plan's settings, which beat these.",
                "  KEY             VALUE                  SOURCE   ALLOWED",
                "  cues.bell       on                     default  on|off",
                "› cues.tones      on                     default  on|off",
                "  cues.voice      on                     set      on|off",
                "  cues.countdown  on                     default  on|off",
                "  cues.halfway    on                     default  on|off",
                "  voice.language  en                     default  en|zh",
                "  music.enabled   on                     default  on|off",
                "  music.player    work                   default  work|rest",
                "  community.hub   http://127.0.0.1:8787  default  http://HOST[:PORT]|https://HOST[:PORT]",
            ]
            + blank(26)
            + [
                "⏎ next value · r default · d doctor · ? keys · q quit"
            ],
        "list-en-40x12":
            [
                " Train   Plans   History  [Settings]",
                "Settings: the global layer",
                "start --cues beats a plan's settings, w…",
                "  KEY             VALUE  SOURCE",
                "  cues.bell       on     default",
                "› cues.tones      on     default",
                "  cues.voice      on     set",
                "  cues.countdown  on     default",
                "  cues.halfway    on     default",
                "  voice.language  en     default",
                "  music.enabled   on     default",
                "⏎ next value · r default · d doctor",
            ],
        "list-en-80x24":
            [
                " 1 Train   2 Plans   3 History  [4 Settings]",
                "Settings: the global layer",
                "start --cues beats a plan's settings, which beat these.",
                "  KEY             VALUE                  SOURCE",
                "  cues.bell       on                     default",
                "› cues.tones      on                     default",
                "  cues.voice      on                     set",
                "  cues.countdown  on                     default",
                "  cues.halfway    on                     default",
                "  voice.language  en                     default",
                "  music.enabled   on                     default",
                "  music.player    work                   default",
                "  community.hub   http://127.0.0.1:8787  default",
            ]
            + blank(10)
            + [
                "⏎ next value · r default · d doctor · ? keys · q quit"
            ],
        "list-zh-Hans-120x40":
            [
                " 1 训练   2 计划   3 历史  [4 设置]",
                "设置：全局层",
                "start --cues 优先于计划的设置，计划的设置优先于这些。",
                "  键              值                     来源    可选值",
                "  cues.bell       on                     默认    on|off",
                "› cues.tones      on                     默认    on|off",
                "  cues.voice      on                     已设置  on|off",
                "  cues.countdown  on                     默认    on|off",
                "  cues.halfway    on                     默认    on|off",
                "  voice.language  en                     默认    en|zh",
                "  music.enabled   on                     默认    on|off",
                "  music.player    work                   默认    work|rest",
                "  community.hub   http://127.0.0.1:8787  默认    http://HOST[:PORT]|https://HOST[:PORT]",
            ]
            + blank(26)
            + [
                "⏎ 下一个取值 · r 默认值 · d 诊断 · ? 按键 · q 退出"
            ],
        "list-zh-Hans-40x12":
            [
                " 1 训练   2 计划   3 历史  [4 设置]",
                "设置：全局层",
                "start --cues 优先于计划的设置，计划的设…",
                "  键              值  来源    可选值",
                "  cues.bell       on  默认    on|off",
                "› cues.tones      on  默认    on|off",
                "  cues.voice      on  已设置  on|off",
                "  cues.countdown  on  默认    on|off",
                "  cues.halfway    on  默认    on|off",
                "  voice.language  en  默认    en|zh",
                "  music.enabled   on  默认    on|off",
                "⏎ 下一个取值 · r 默认值 · d 诊断",
            ],
        "list-zh-Hans-80x24":
            [
                " 1 训练   2 计划   3 历史  [4 设置]",
                "设置：全局层",
                "start --cues 优先于计划的设置，计划的设置优先于这些。",
                "  键              值                     来源",
                "  cues.bell       on                     默认",
                "› cues.tones      on                     默认",
                "  cues.voice      on                     已设置",
                "  cues.countdown  on                     默认",
                "  cues.halfway    on                     默认",
                "  voice.language  en                     默认",
                "  music.enabled   on                     默认",
                "  music.player    work                   默认",
                "  community.hub   http://127.0.0.1:8787  默认",
            ]
            + blank(10)
            + [
                "⏎ 下一个取值 · r 默认值 · d 诊断 · ? 按键 · q 退出"
            ],
    ]

    /// Every expected frame: the ones written out, and the 80×24 ones that are the 120×40 ones cut to 24 rows.
    private static let expected = written.merging(
        [("doctor-en", 1), ("doctor-zh-Hans", 1), ("help-en", 1), ("help-zh-Hans", 1)].map { base, footer in
            (base + "-80x24", cut(written[base + "-120x40"]!, to: 24, footer: footer))
        },
        uniquingKeysWith: { written, _ in written })

    /// `frame`'s first rows and its last `footer` rows, `height` rows in all (a taller frame of a body that fits).
    private static func cut(_ frame: [String], to height: Int, footer: Int) -> [String] {
        Array(frame.prefix(height - footer) + frame.suffix(footer))
    }
}
