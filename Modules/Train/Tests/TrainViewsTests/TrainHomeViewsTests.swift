import Foundation
import Shared
import SharedUI
import Testing
import Train

@testable import TrainViews

/// A clock that always says the same instant: the home's views show no time of their own.
private struct StillClock: WallClock {
    func now() -> Date { Date(timeIntervalSince1970: 1_790_000_000) }
}

/// Each plan's own ids: a test never needs one.
private struct NoIDs: IDProvider {
    func makeID() -> UUID { UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1)) }
}

@MainActor
@Suite struct TrainHomeViewsTests {
    /// `count` empty lines (the frames' unused rows).
    private static func blank(_ count: Int) -> [String] { Array(repeating: "", count: count) }

    /// Every frame below: the second template selected; on the adjust screen one more set and "4" typed as work.
    @Test func theTrainListAndTheAdjustScreenExactlyInBothLanguagesAtEverySize() throws {
        var frames: [String: [String]] = [:]
        for language in AppLanguage.allCases {
            let setup = TrainSetupViewModel(plans: nil, settings: nil, clock: StillClock(), language: language)
            let picker = TrainPickerViewModel(setup: setup)
            picker.load()
            picker.perform(.move(.down))
            let adjust = TrainAdjustViewModel(
                choice: try #require(picker.selected), setup: setup, plans: nil, clock: StillClock(), ids: NoIDs(),
                language: language)
            adjust.perform(.step(1))
            adjust.perform(.move(.down))
            adjust.perform(.type(.character("4")))
            for (width, height) in [(40, 12), (80, 24), (120, 40)] {
                let size = "\(language.rawValue)-\(width)x\(height)"
                frames["picker-" + size] = TrainPickerView(language: language, style: .plain)
                    .render(picker, width: width, height: height)
                frames["adjust-" + size] = TrainAdjustView(language: language, style: .plain)
                    .render(adjust, width: width, height: height)
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
        "adjust-en-120x40":
            [
                "[1 Train]  2 Plans   3 History   4 Settings",
                "Tabata — adjust for this session",
                "Not ready to start: see below.",
                "",
                "  Sets       9 *",
                "› Work       4█",
                "  Rest       0:10",
                "  Warm-up    0:00",
                "  Cool-down  0:00",
                "  Rounds     1",
                "  Cues       as in settings",
                "  Voice      as in settings",
            ]
            + blank(26)
            + [
                "Work: must be between 0:10 and 30:00 (got 0:04).",
                "⏎ start · +/− change · Esc back · ? keys",
            ],
        "adjust-en-40x12":
            [
                "[Train]  Plans   History   Settings",
                "Tabata — adjust for this session",
                "Not ready to start: see below.",
                "",
                "  Sets       9 *",
                "› Work       4█",
                "  Rest       0:10",
                "  Warm-up    0:00",
                "  Cool-down  0:00",
                "  Rounds     1",
                "Work: must be between 0:10 and 30:00 (g…",
                "⏎ start · +/− change · Esc back · ? keys",
            ],
        "adjust-zh-Hans-120x40":
            [
                "[1 训练]  2 计划   3 历史   4 设置",
                "Tabata — 调整本次训练",
                "还不能开始：见下方说明。",
                "",
                "  组数  9 *",
                "› 训练  4█",
                "  休息  0:10",
                "  热身  0:00",
                "  放松  0:00",
                "  轮数  1",
                "  提示  沿用设置",
                "  语音  沿用设置",
            ]
            + blank(26)
            + [
                "训练：必须在 0:10 到 30:00 之间（实际为 0:04）。",
                "⏎ 开始 · +/− 修改 · Esc 返回 · ? 按键",
            ],
        "adjust-zh-Hans-40x12":
            [
                "[1 训练]  2 计划   3 历史   4 设置",
                "Tabata — 调整本次训练",
                "还不能开始：见下方说明。",
                "",
                "  组数  9 *",
                "› 训练  4█",
                "  休息  0:10",
                "  热身  0:00",
                "  放松  0:00",
                "  轮数  1",
                "训练：必须在 0:10 到 30:00 之间（实际为…",
                "⏎ 开始 · +/− 修改 · Esc 返回 · ? 按键",
            ],
        "picker-en-120x40":
            [
                "[1 Train]  2 Plans   3 History   4 Settings",
                "Pick a workout: templates, your favorites and recent plans",
                "  Name               Plan                    Kind",
                "  HIIT starter       10×(1:30/30) = 19:30    template",
                "› Tabata             8×(20/10) = 3:50        template",
                "  Running intervals  10×(2:00/1:00) = 29:00  template",
                "  Strength rest      10×(2:00/30) = 24:30    template",
                "  Stretch & recover  6×(1:30/30) = 11:30     template",
            ]
            + blank(31)
            + [
                "⏎ adjust and start · / filter · Tab switch · ? keys · q quit"
            ],
        "picker-en-40x12":
            [
                "[Train]  Plans   History   Settings",
                "Pick a workout: templates, your favorit…",
                "  Name            Plan",
                "  HIIT starter    10×(1:30/30) = 19:30",
                "› Tabata          8×(20/10) = 3:50",
                "  Running inter…  10×(2:00/1:00) = 29:00",
                "  Strength rest   10×(2:00/30) = 24:30",
                "  Stretch & rec…  6×(1:30/30) = 11:30",
            ]
            + blank(3)
            + [
                "⏎ adjust and start · / filter"
            ],
        "picker-zh-Hans-120x40":
            [
                "[1 训练]  2 计划   3 历史   4 设置",
                "选择训练：模板、收藏与最近的计划",
                "  名称       计划                    类型",
                "  HIIT 入门  10×(1:30/30) = 19:30    模板",
                "› Tabata     8×(20/10) = 3:50        模板",
                "  跑步间歇   10×(2:00/1:00) = 29:00  模板",
                "  力量间歇   10×(2:00/30) = 24:30    模板",
                "  拉伸恢复   6×(1:30/30) = 11:30     模板",
            ]
            + blank(31)
            + [
                "⏎ 调整并开始 · / 筛选 · Tab 切换 · ? 按键 · q 退出"
            ],
        "picker-zh-Hans-40x12":
            [
                "[1 训练]  2 计划   3 历史   4 设置",
                "选择训练：模板、收藏与最近的计划",
                "  名称       计划",
                "  HIIT 入门  10×(1:30/30) = 19:30",
                "› Tabata     8×(20/10) = 3:50",
                "  跑步间歇   10×(2:00/1:00) = 29:00",
                "  力量间歇   10×(2:00/30) = 24:30",
                "  拉伸恢复   6×(1:30/30) = 11:30",
            ]
            + blank(3)
            + [
                "⏎ 调整并开始 · / 筛选 · Tab 切换"
            ],
    ]

    /// Every expected frame: the ones written out, and the 80×24 ones that are the 120×40 ones cut to 24 rows.
    private static let expected = written.merging(
        [("adjust-en", 2), ("adjust-zh-Hans", 2), ("picker-en", 1), ("picker-zh-Hans", 1)].map { base, footer in
            (base + "-80x24", cut(written[base + "-120x40"]!, to: 24, footer: footer))
        },
        uniquingKeysWith: { written, _ in written })

    /// `frame`'s first rows and its last `footer` rows, `height` rows in all (a taller frame of a body that fits).
    private static func cut(_ frame: [String], to height: Int, footer: Int) -> [String] {
        Array(frame.prefix(height - footer) + frame.suffix(footer))
    }
}
