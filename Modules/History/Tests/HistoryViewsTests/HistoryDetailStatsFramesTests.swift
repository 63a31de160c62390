import Foundation
import History
import Shared
import SharedUI
import Testing

@testable import HistoryViews

@Suite struct HistoryDetailStatsFramesTests {
    private static let utc = TimeZone(identifier: "UTC")!

    /// `count` empty lines (the frames' unused rows).
    private static func blank(_ count: Int) -> [String] { Array(repeating: "", count: count) }

    /// A session of Legs paused once and ended early in its second set, with a rest extended on the way.
    private static let session = Session(
        id: UUID(uuidString: "ABCDEF12-0000-0000-0000-000000000001")!,
        snapshot: PlanSnapshot(
            planId: nil, templateId: nil, name: "Legs",
            content: PlanContent(setsCount: 2, workSeconds: 20, restSeconds: 10, exercises: ["Squat"]),
            takenAt: Date(timeIntervalSince1970: 0)),
        status: .ended, startedAt: Date(timeIntervalSince1970: 1_800_000_000),
        endedAt: Date(timeIntervalSince1970: 1_800_000_060), activeSeconds: 52, pausedSeconds: 3.5,
        completedSets: 1, totalSets: 2,
        events: [
            SessionEvent(t: 0, kind: .started), SessionEvent(t: 0, kind: .segmentChanged(index: 0)),
            SessionEvent(t: 12.34, kind: .paused(reason: .user)), SessionEvent(t: 15.84, kind: .resumed),
            SessionEvent(t: 23.5, kind: .segmentChanged(index: 1)),
            SessionEvent(t: 25, kind: .restExtended(seconds: 15)),
            SessionEvent(t: 48.5, kind: .segmentChanged(index: 2)), SessionEvent(t: 55.5, kind: .ended),
        ], overrides: [.restExtended(segmentIndex: 1, seconds: 15)], tags: [.adjusted])

    /// Three weeks: 42 minutes (30 completed in 2 sessions, 12 ended early in 1), nothing, 10 completed minutes.
    private static let weeks: [WeekStats] = {
        let start = Date(timeIntervalSince1970: 1_792_972_800)  // Monday 2026-10-26, ISO week 44
        return [
            WeekStats(
                weekStart: start, sessions: 3, activeSeconds: 2520, completed: 2, ended: 1, completedSeconds: 1800,
                endedSeconds: 720),
            WeekStats(
                weekStart: start.addingTimeInterval(7 * 86_400), sessions: 0, activeSeconds: 0, completed: 0, ended: 0),
            WeekStats(
                weekStart: start.addingTimeInterval(14 * 86_400), sessions: 1, activeSeconds: 600, completed: 1,
                ended: 0, completedSeconds: 600),
        ]
    }()

    /// A session's detail (its first lines when it does not fit), the weekly chart and the list's `?` keys (from the
    /// top, and scrolled to the end where they do not fit).
    @Test func framesExactlyInBothLanguagesAtEverySize() throws {
        var frames: [String: [String]] = [:]
        let timeline = HistoryTimelineEntry.timeline(of: Self.session)
        for language in AppLanguage.allCases {
            let dates = DateText(timeZone: Self.utc)
            let detail = HistoryDetailView(language: language, style: .plain, dates: dates)
            let stats = HistoryStatsView(language: language, style: .plain, dates: dates)
            for (width, height) in [(40, 12), (80, 24), (120, 40)] {
                let size = "\(language.rawValue)-\(width)x\(height)"
                frames["detail-" + size] = detail.frame(
                    Self.session, timeline: timeline, scroll: TextScroll(), width: width, height: height)
                frames["stats-" + size] = stats.frame(Self.weeks, width: width, height: height)
                // `?` on the sessions list: its keys, then the home's, over the tab bar (the router composes it so).
                let screen = ScreenFrame(language: language, style: .plain)
                let keys = HistoryListView(language: language, style: .plain, dates: dates).help()
                let help = screen.help(keys, width: width)
                frames["help-" + size] = screen.helpFrame(
                    help, scroll: TextScroll(), selected: HistoryListView.tab, width: width, height: height)
                var end = TextScroll()
                end.move(.last, lines: help.count, visible: ScreenFrame.bodyHeight(height))
                frames["helpend-" + size] = screen.helpFrame(
                    help, scroll: end, selected: HistoryListView.tab, width: width, height: height)
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
        "detail-en-120x40":
            [
                " 1 Train   2 Plans  [3 History]  4 Settings",
                "Legs — ended early  abcdef12-0000-0000-0000-000000000001",
                "2027-01-15 08:00 → 2027-01-15 08:01   2×(20/10) = 0:50",
                "  Active time  0:52",
                "  Paused       0:04",
                "  Sets         1 / 2",
                "  Notes        adjusted",
                "  Adjustments (the plan itself is unchanged):",
                "    rest extended by 15 s (□ Rest)",
            ]
            + [""]
            + [
                "Timeline",
                "       t  event                  segment",
                "  0:00.0  started",
                "  0:00.0  segment begins         ■ Work · Squat",
                "  0:12.3  paused                 ■ Work · Squat",
                "  0:15.8  resumed                ■ Work · Squat",
                "  0:23.5  segment begins         □ Rest",
                "  0:25.0  rest extended by 15 s  □ Rest",
                "  0:48.5  segment begins         ■ Work · Squat",
                "  0:55.5  ended early            ■ Work · Squat",
            ]
            + blank(19)
            + [
                "↑↓ scroll · Esc back · ? keys · q quit"
            ],
        "detail-en-40x12":
            [
                " Train   Plans  [History]  Settings",
                "Legs — ended early",
                "abcdef12-0000-0000-0000-000000000001",
                "2027-01-15 08:00 → 2027-01-15 08:01",
                "2×(20/10) = 0:50",
                "  Active time  0:52",
                "  Paused       0:04",
                "  Sets         1 / 2",
                "  Notes        adjusted",
                "  Adjustments (the plan itself is",
                "  unchanged):",
                "↑↓ scroll · Esc back · ? keys · q quit",
            ],
        "detail-zh-Hans-120x40":
            [
                " 1 训练   2 计划  [3 历史]  4 设置",
                "Legs — 提前结束  abcdef12-0000-0000-0000-000000000001",
                "2027-01-15 08:00 → 2027-01-15 08:01   2×(20/10) = 0:50",
                "  有效时长  0:52",
                "  暂停时长  0:04",
                "  组数      1 / 2",
                "  备注      有调整",
                "  调整（计划本身未改变）：",
                "    休息延长 15 秒 (□ 休息)",
            ]
            + [""]
            + [
                "时间线",
                "    时间  事件            阶段",
                "  0:00.0  开始",
                "  0:00.0  阶段开始        ■ 训练 · Squat",
                "  0:12.3  暂停            ■ 训练 · Squat",
                "  0:15.8  继续            ■ 训练 · Squat",
                "  0:23.5  阶段开始        □ 休息",
                "  0:25.0  休息延长 15 秒  □ 休息",
                "  0:48.5  阶段开始        ■ 训练 · Squat",
                "  0:55.5  提前结束        ■ 训练 · Squat",
            ]
            + blank(19)
            + [
                "↑↓ 滚动 · Esc 返回 · ? 按键 · q 退出"
            ],
        "detail-zh-Hans-40x12":
            [
                " 1 训练   2 计划  [3 历史]  4 设置",
                "Legs — 提前结束",
                "abcdef12-0000-0000-0000-000000000001",
                "2027-01-15 08:00 → 2027-01-15 08:01",
                "2×(20/10) = 0:50",
                "  有效时长  0:52",
                "  暂停时长  0:04",
                "  组数      1 / 2",
                "  备注      有调整",
                "  调整（计划本身未改变）：",
                "    休息延长 15 秒 (□ 休息)",
                "↑↓ 滚动 · Esc 返回 · ? 按键 · q 退出",
            ],
        "help-en-120x40":
            [
                " 1 Train   2 Plans  [3 History]  4 Settings",
                "Keys on this screen",
            ]
            + [""]
            + [
                "  ↑↓ j k   move (Page Up/Down, Home/End, g/G)",
                "  ⏎        show the session: events, adjustments, notes",
                "  w        the weekly chart of active minutes",
                "  p /      only sessions of one plan (as `history --plan`)",
                "  d        only sessions since a date (as `history --since`)",
                "  x        clear the filters",
                "  Tab 1–4  switch tabs (Train · Plans · History · Settings)",
                "  ?        show or hide these keys",
                "  Esc      go back (or close the filter)",
                "  q        quit",
            ]
            + blank(26)
            + [
                "Any key closes this list."
            ],
        "help-en-40x12":
            [
                " Train   Plans  [History]  Settings",
                "Keys on this screen",
            ]
            + [""]
            + [
                "  ↑↓ j k   move (Page Up/Down, Home/End,",
                "           g/G)",
                "  ⏎        show the session: events,",
                "           adjustments, notes",
                "  w        the weekly chart of active",
                "           minutes",
                "  p /      only sessions of one plan (as",
                "           `history --plan`)",
                "↑↓ scroll · any other key closes",
            ],
        "help-zh-Hans-120x40":
            [
                " 1 训练   2 计划  [3 历史]  4 设置",
                "本界面的按键",
            ]
            + [""]
            + [
                "  ↑↓ j k   移动（Page Up/Down、Home/End、g/G）",
                "  ⏎        查看这次训练：事件、调整、备注",
                "  w        每周有效分钟图表",
                "  p /      只看某个计划的训练（同 `history --plan`）",
                "  d        只看某日期以来的训练（同 `history --since`）",
                "  x        清除筛选条件",
                "  Tab 1–4  切换标签页（训练 · 计划 · 历史 · 设置）",
                "  ?        显示或隐藏按键说明",
                "  Esc      返回（或关闭筛选）",
                "  q        退出",
            ]
            + blank(26)
            + [
                "按任意键关闭。"
            ],
        "help-zh-Hans-40x12":
            [
                " 1 训练   2 计划  [3 历史]  4 设置",
                "本界面的按键",
            ]
            + [""]
            + [
                "  ↑↓ j k   移动（Page Up/Down、",
                "           Home/End、g/G）",
                "  ⏎        查看这次训练：事件、调整、",
                "           备注",
                "  w        每周有效分钟图表",
                "  p /      只看某个计划的训练（同",
                "           `history --plan`）",
                "  d        只看某日期以来的训练（同",
                "↑↓ 滚动 · 其他任意键关闭",
            ],
        "helpend-en-120x40":
            [
                " 1 Train   2 Plans  [3 History]  4 Settings",
                "Keys on this screen",
            ]
            + [""]
            + [
                "  ↑↓ j k   move (Page Up/Down, Home/End, g/G)",
                "  ⏎        show the session: events, adjustments, notes",
                "  w        the weekly chart of active minutes",
                "  p /      only sessions of one plan (as `history --plan`)",
                "  d        only sessions since a date (as `history --since`)",
                "  x        clear the filters",
                "  Tab 1–4  switch tabs (Train · Plans · History · Settings)",
                "  ?        show or hide these keys",
                "  Esc      go back (or close the filter)",
                "  q        quit",
            ]
            + blank(26)
            + [
                "Any key closes this list."
            ],
        "helpend-en-40x12":
            [
                " Train   Plans  [History]  Settings",
                "  p /      only sessions of one plan (as",
                "           `history --plan`)",
                "  d        only sessions since a date",
                "           (as `history --since`)",
                "  x        clear the filters",
                "  Tab 1–4  switch tabs (Train · Plans ·",
                "           History · Settings)",
                "  ?        show or hide these keys",
                "  Esc      go back (or close the filter)",
                "  q        quit",
                "↑↓ scroll · any other key closes",
            ],
        "helpend-zh-Hans-120x40":
            [
                " 1 训练   2 计划  [3 历史]  4 设置",
                "本界面的按键",
            ]
            + [""]
            + [
                "  ↑↓ j k   移动（Page Up/Down、Home/End、g/G）",
                "  ⏎        查看这次训练：事件、调整、备注",
                "  w        每周有效分钟图表",
                "  p /      只看某个计划的训练（同 `history --plan`）",
                "  d        只看某日期以来的训练（同 `history --since`）",
                "  x        清除筛选条件",
                "  Tab 1–4  切换标签页（训练 · 计划 · 历史 · 设置）",
                "  ?        显示或隐藏按键说明",
                "  Esc      返回（或关闭筛选）",
                "  q        退出",
            ]
            + blank(26)
            + [
                "按任意键关闭。"
            ],
        "helpend-zh-Hans-40x12":
            [
                " 1 训练   2 计划  [3 历史]  4 设置",
                "  p /      只看某个计划的训练（同",
                "           `history --plan`）",
                "  d        只看某日期以来的训练（同",
                "           `history --since`）",
                "  x        清除筛选条件",
                "  Tab 1–4  切换标签页（训练 · 计划 ·",
                "           历史 · 设置）",
                "  ?        显示或隐藏按键说明",
                "  Esc      返回（或关闭筛选）",
                "  q        退出",
                "↑↓ 滚动 · 其他任意键关闭",
            ],
        "stats-en-120x40":
            [
                " 1 Train   2 Plans  [3 History]  4 Settings",
                "Active minutes per week",
                "week      active minutes (█ completed, ▒ ended early) · sessions",
                "2026-W44  ██████████████████████████████████████████████████████████████████████▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒  42 min · 3",
                "2026-W45                                                                                                      0 min · 0",
                "2026-W46  ███████████████████████▎                                                                            10 min · 1",
            ]
            + [""]
            + [
                "3 weeks · sessions 4 · active minutes 52 · completed 3 · ended early 1"
            ]
            + blank(31)
            + [
                "Esc back · ? keys · q quit"
            ],
        "stats-en-40x12":
            [
                " Train   Plans  [History]  Settings",
                "Active minutes per week",
                "week · active minutes · sessions",
                "█ completed · ▒ ended early",
                "2026-W44  █████████████▒▒▒▒▒  42 min · 3",
                "2026-W45                      0 min · 0",
                "2026-W46  ████▎               10 min · 1",
            ]
            + [""]
            + [
                "3 weeks · sessions 4 · active minutes 52",
                "completed 3 · ended early 1",
            ]
            + [""]
            + [
                "Esc back · ? keys · q quit"
            ],
        "stats-en-80x24":
            [
                " 1 Train   2 Plans  [3 History]  4 Settings",
                "Active minutes per week",
                "week      active minutes (█ completed, ▒ ended early) · sessions",
                "2026-W44  █████████████████████████████████████████▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒  42 min · 3",
                "2026-W45                                                              0 min · 0",
                "2026-W46  █████████████▊                                              10 min · 1",
            ]
            + [""]
            + [
                "3 weeks · sessions 4 · active minutes 52 · completed 3 · ended early 1"
            ]
            + blank(15)
            + [
                "Esc back · ? keys · q quit"
            ],
        "stats-zh-Hans-120x40":
            [
                " 1 训练   2 计划  [3 历史]  4 设置",
                "每周有效分钟",
                "周        有效分钟（█ 完成，▒ 提前结束）· 次数",
                "2026-W44  █████████████████████████████████████████████████████████████████████▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒  42 分钟 · 3",
                "2026-W45                                                                                                     0 分钟 · 0",
                "2026-W46  ███████████████████████                                                                            10 分钟 · 1",
            ]
            + [""]
            + [
                "3 周 · 训练 4 次 · 有效 52 分钟 · 完成 3 次 · 提前结束 1 次"
            ]
            + blank(31)
            + [
                "Esc 返回 · ? 按键 · q 退出"
            ],
        "stats-zh-Hans-40x12":
            [
                " 1 训练   2 计划  [3 历史]  4 设置",
                "每周有效分钟",
                "周 · 有效分钟 · 次数",
                "█ 完成 · ▒ 提前结束",
                "2026-W44  ████████████▒▒▒▒▒  42 分钟 · 3",
                "2026-W45                     0 分钟 · 0",
                "2026-W46  ████               10 分钟 · 1",
            ]
            + [""]
            + [
                "3 周 · 训练 4 次 · 有效 52 分钟",
                "完成 3 次 · 提前结束 1 次",
            ]
            + [""]
            + [
                "Esc 返回 · ? 按键 · q 退出"
            ],
        "stats-zh-Hans-80x24":
            [
                " 1 训练   2 计划  [3 历史]  4 设置",
                "每周有效分钟",
                "周        有效分钟（█ 完成，▒ 提前结束）· 次数",
                "2026-W44  █████████████████████████████████████████▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒  42 分钟 · 3",
                "2026-W45                                                             0 分钟 · 0",
                "2026-W46  █████████████▌                                             10 分钟 · 1",
            ]
            + [""]
            + [
                "3 周 · 训练 4 次 · 有效 52 分钟 · 完成 3 次 · 提前结束 1 次"
            ]
            + blank(15)
            + [
                "Esc 返回 · ? 按键 · q 退出"
            ],
    ]

    /// Every expected frame: the ones written out, and the 80×24 ones that are the 120×40 ones cut to 24 rows.
    private static let expected = written.merging(
        [
            ("detail-en", 1), ("detail-zh-Hans", 1), ("help-en", 1), ("help-zh-Hans", 1), ("helpend-en", 1),
            ("helpend-zh-Hans", 1),
        ].map { base, footer in
            (base + "-80x24", cut(written[base + "-120x40"]!, to: 24, footer: footer))
        },
        uniquingKeysWith: { written, _ in written })

    /// `frame`'s first rows and its last `footer` rows, `height` rows in all (a taller frame of a body that fits).
    private static func cut(_ frame: [String], to height: Int, footer: Int) -> [String] {
        Array(frame.prefix(height - footer) + frame.suffix(footer))
    }
}
