import Foundation
import Plans
import Shared
import SharedUI
import Testing

@testable import PlansViews

/// One plan, Legs, with two versions (1 published, 2 a draft); saves change nothing.
private struct VersionedPlans: PlanRepository, PlanVersionRepository {
    static let legs = PlanFixtures.plan(1, "Legs", favorite: true, used: true)
    static let versions = [
        PlanVersion(
            id: UUID(uuidString: "ABCDEF18-0000-0000-0000-000000000008")!, planId: legs.id, number: 1,
            status: .published, name: "Legs", content: PlanContent(setsCount: 6, workSeconds: 30, restSeconds: 15),
            createdAt: PlanFixtures.created),
        PlanVersion(
            id: UUID(uuidString: "ABCDEF19-0000-0000-0000-000000000009")!, planId: legs.id, number: 2,
            status: .draft, name: "Legs", content: PlanFixtures.tabata,
            createdAt: PlanFixtures.created.addingTimeInterval(3600)),
    ]

    func fetch(_ filter: PlanListFilter) -> [Plan] { [Self.legs] }
    func fetch(id: UUID) -> Plan? { id == Self.legs.id ? Self.legs : nil }
    func fetch(contentHash: ContentHash) -> [Plan] { [] }
    func save(_ plan: Plan) {}
    func save(_ plan: Plan, namedBy pick: ([String]) -> String?) -> String? { pick([Self.legs.name]) }
    func delete(id: UUID) -> Bool { false }
    func versions(ofPlan planId: UUID) -> [PlanVersion] { planId == Self.legs.id ? Self.versions : [] }
    func fetch(id: UUID) -> PlanVersion? { Self.versions.first { $0.id == id } }
    func versions(idPrefix prefix: String, limit: Int) -> [PlanVersion] { [] }
    func append(
        planId: UUID, id: UUID, status: PlanVersionStatus, name: String, content: PlanContent, createdAt: Date
    ) throws(RepositoryError) -> PlanVersion {
        throw .busy(path: "/fixed")
    }
}

/// The creation date, always.
private struct StillClock: WallClock {
    func now() -> Date { PlanFixtures.created }
}

/// One id, always.
private struct OneID: IDProvider {
    func makeID() -> UUID { UUID(uuidString: "ABCDEF10-0000-0000-0000-000000000000")! }
}

@MainActor
@Suite struct PlanEditorVersionsFramesTests {
    /// `count` empty lines (the frames' unused rows).
    private static func blank(_ count: Int) -> [String] { Array(repeating: "", count: count) }

    /// The editor with its exercise list open (two names, the second being typed), a plan's versions (the
    /// first selected, then shown in full) and the editor's `?` keys.
    @Test func framesExactlyInBothLanguagesAtEverySize() throws {
        var frames: [String: [String]] = [:]
        let store = VersionedPlans()
        for language in AppLanguage.allCases {
            let editor = PlanEditorViewModel(repository: store, clock: StillClock(), ids: OneID())
            editor.beginEditing()
            for key in "Core" { editor.perform(.type(.character(key))) }
            editor.perform(.move(.last))
            editor.perform(.enter)
            for key in "Squat" { editor.perform(.type(.character(key))) }
            editor.perform(.enter)
            for key in "Lunge" { editor.perform(.type(.character(key))) }
            let library = PlanLibraryViewModel(repository: store, versions: store, clock: StillClock(), ids: OneID())
            let versions = PlanVersionsViewModel(plan: VersionedPlans.legs, library: library)
            versions.load()
            versions.perform(.move(.down))
            let shown = PlanVersionsViewModel(plan: VersionedPlans.legs, library: library)
            shown.load()
            shown.perform(.toggleDetail)
            let editorView = PlanEditorView(language: language, style: .plain)
            let versionsView = PlanVersionsView(language: language, style: .plain, dates: PlanFixtures.dates)
            let screen = ScreenFrame(language: language, style: .plain)
            for (width, height) in [(40, 12), (80, 24), (120, 40)] {
                let size = "\(language.rawValue)-\(width)x\(height)"
                frames["exercises-" + size] = editorView.render(editor, width: width, height: height)
                frames["versions-" + size] = versionsView.render(
                    versions, scroll: TextScroll(), width: width, height: height)
                frames["version-" + size] = versionsView.render(
                    shown, scroll: TextScroll(), width: width, height: height)
                frames["help-" + size] = screen.helpFrame(
                    screen.help(editorView.help(), width: width), scroll: TextScroll(), selected: PlanLibraryView.tab,
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
        "exercises-en-120x40":
            [
                " 1 Train  [2 Plans]  3 History   4 Settings",
                "New plan",
                "Exercises: set i shows exercise i (repeating)",
                "  1.   Squat",
                "› 2.   Lunge█",
                "  +    add an exercise",
            ]
            + blank(30)
            + [
                "  ██████████░░░░░███████████░░░░░██████████░░░░░██████████░░░░░░██████████░░░░░██████████░░░░░███████████░░░░░██████████",
                "█ Work · ░ Rest · ▒ Round rest · ▓ Warm-up/Cool-down",
                "Total: 8×(20/10) = 3:50",
                "⏎ add after · Del remove · Esc done",
            ],
        "exercises-en-40x12":
            [
                " Train  [Plans]  History   Settings",
                "New plan",
                "Exercises: set i shows exercise i (repe…",
                "  1.   Squat",
                "› 2.   Lunge█",
                "  +    add an exercise",
            ]
            + blank(2)
            + [
                "  ███░░███░░███░░███░░███░░███░░███░░███",
                "█ Work · ░ Rest · ▒ Round rest",
                "Total: 8×(20/10) = 3:50",
                "⏎ add after · Del remove · Esc done",
            ],
        "exercises-en-80x24":
            [
                " 1 Train  [2 Plans]  3 History   4 Settings",
                "New plan",
                "Exercises: set i shows exercise i (repeating)",
                "  1.   Squat",
                "› 2.   Lunge█",
                "  +    add an exercise",
            ]
            + blank(14)
            + [
                "  ███████░░░███████░░░███████░░░░██████░░░░██████░░░░███████░░░███████░░░███████",
                "█ Work · ░ Rest · ▒ Round rest · ▓ Warm-up/Cool-down",
                "Total: 8×(20/10) = 3:50",
                "⏎ add after · Del remove · Esc done",
            ],
        "exercises-zh-Hans-120x40":
            [
                " 1 训练  [2 计划]  3 历史   4 设置",
                "新建计划",
                "动作：第 i 组显示第 i 个动作（循环）",
                "  1.   Squat",
                "› 2.   Lunge█",
                "  +    添加动作",
            ]
            + blank(30)
            + [
                "  ██████████░░░░░███████████░░░░░██████████░░░░░██████████░░░░░░██████████░░░░░██████████░░░░░███████████░░░░░██████████",
                "█ 训练 · ░ 休息 · ▒ 轮间休息 · ▓ 热身/放松",
                "总计：8×(20/10) = 3:50",
                "⏎ 在后面添加 · Del 删除 · Esc 完成",
            ],
        "exercises-zh-Hans-40x12":
            [
                " 1 训练  [2 计划]  3 历史   4 设置",
                "新建计划",
                "动作：第 i 组显示第 i 个动作（循环）",
                "  1.   Squat",
                "› 2.   Lunge█",
                "  +    添加动作",
            ]
            + blank(2)
            + [
                "  ███░░███░░███░░███░░███░░███░░███░░███",
                "█ 训练 · ░ 休息 · ▒ 轮间休息",
                "总计：8×(20/10) = 3:50",
                "⏎ 在后面添加 · Del 删除 · Esc 完成",
            ],
        "exercises-zh-Hans-80x24":
            [
                " 1 训练  [2 计划]  3 历史   4 设置",
                "新建计划",
                "动作：第 i 组显示第 i 个动作（循环）",
                "  1.   Squat",
                "› 2.   Lunge█",
                "  +    添加动作",
            ]
            + blank(14)
            + [
                "  ███████░░░███████░░░███████░░░░██████░░░░██████░░░░███████░░░███████░░░███████",
                "█ 训练 · ░ 休息 · ▒ 轮间休息 · ▓ 热身/放松",
                "总计：8×(20/10) = 3:50",
                "⏎ 在后面添加 · Del 删除 · Esc 完成",
            ],
        "help-en-120x40":
            [
                " 1 Train  [2 Plans]  3 History   4 Settings",
                "Keys on this screen",
            ]
            + [""]
            + [
                "  ↑↓ Tab     the next or previous row (Tab, Shift-Tab)",
                "  0–9 : m s  type into the row; the first key replaces a number",
                "  + − ← →    the next or previous value (mode, intensity, numbers)",
                "  ⏎          save: a new immutable version",
                "  ⏎          on Exercises: edit the list (Enter adds one)",
                "  Del        in the list: remove the exercise",
                "  Esc        leave (asks first when something changed); q too",
                "  Tab 1–4    switch tabs (Train · Plans · History · Settings)",
                "  ?          show or hide these keys",
                "  Esc        go back (or close the filter)",
                "  q          quit",
            ]
            + blank(25)
            + [
                "Any key closes this list."
            ],
        "help-en-40x12":
            [
                " Train  [Plans]  History   Settings",
                "Keys on this screen",
            ]
            + [""]
            + [
                "  ↑↓ Tab     the next or previous row",
                "             (Tab, Shift-Tab)",
                "  0–9 : m s  type into the row; the",
                "             first key replaces a number",
                "  + − ← →    the next or previous value",
                "             (mode, intensity, numbers)",
                "  ⏎          save: a new immutable",
                "             version",
                "↑↓ scroll · any other key closes",
            ],
        "help-zh-Hans-120x40":
            [
                " 1 训练  [2 计划]  3 历史   4 设置",
                "本界面的按键",
            ]
            + [""]
            + [
                "  ↑↓ Tab     下一行或上一行（Tab、Shift-Tab）",
                "  0–9 : m s  在该行输入；数字行的第一个键会替换原值",
                "  + − ← →    下一个或上一个取值（模式、强度、数字）",
                "  ⏎          保存：生成新的不可变版本",
                "  ⏎          在“动作”行：编辑列表（回车添加）",
                "  Del        在列表中：删除该动作",
                "  Esc        离开（有修改时先确认）；q 也可以",
                "  Tab 1–4    切换标签页（训练 · 计划 · 历史 · 设置）",
                "  ?          显示或隐藏按键说明",
                "  Esc        返回（或关闭筛选）",
                "  q          退出",
            ]
            + blank(25)
            + [
                "按任意键关闭。"
            ],
        "help-zh-Hans-40x12":
            [
                " 1 训练  [2 计划]  3 历史   4 设置",
                "本界面的按键",
            ]
            + [""]
            + [
                "  ↑↓ Tab     下一行或上一行（Tab、",
                "             Shift-Tab）",
                "  0–9 : m s  在该行输入；数字行的第",
                "             一个键会替换原值",
                "  + − ← →    下一个或上一个取值（模式、",
                "             强度、数字）",
                "  ⏎          保存：生成新的不可变版本",
                "  ⏎          在“动作”行：编辑列表（回车",
                "↑↓ 滚动 · 其他任意键关闭",
            ],
        "version-en-120x40":
            [
                " 1 Train  [2 Plans]  3 History   4 Settings",
                "Legs  abcdef19-0000-0000-0000-000000000009",
                "Version 2 of Legs",
                "8×(20/10) = 3:50",
            ]
            + [""]
            + [
                "Sets          8",
                "Work          0:20",
                "Rest          0:10",
                "Total         3:50",
                "Status        draft",
                "Created       2026-11-22 10:33",
                "Content hash  621aff1206e53ddd",
            ]
            + [""]
            + [
                "Timeline",
                "  0:00  Work  0:20",
                "  0:20  Rest  0:10",
                "  0:30  Work  0:20",
                "  0:50  Rest  0:10",
                "  1:00  Work  0:20",
                "  1:20  Rest  0:10",
                "  1:30  Work  0:20",
                "  1:50  Rest  0:10",
                "  2:00  Work  0:20",
                "  2:20  Rest  0:10",
                "  2:30  Work  0:20",
                "  2:50  Rest  0:10",
                "  3:00  Work  0:20",
                "  3:20  Rest  0:10",
                "  3:30  Work  0:20",
            ]
            + blank(10)
            + [
                "s start this version · Esc back · ? keys"
            ],
        "version-en-40x12":
            [
                " Train  [Plans]  History   Settings",
                "Legs  abcdef19-0000-0000-0000-000000000…",
                "Version 2 of Legs",
                "8×(20/10) = 3:50",
            ]
            + [""]
            + [
                "Sets          8",
                "Work          0:20",
                "Rest          0:10",
                "Total         3:50",
                "Status        draft",
                "Created       2026-11-22 10:33",
                "s start this version · Esc back · ? keys",
            ],
        "version-zh-Hans-120x40":
            [
                " 1 训练  [2 计划]  3 历史   4 设置",
                "Legs  abcdef19-0000-0000-0000-000000000009",
                "第 2 版，属于 Legs",
                "8×(20/10) = 3:50",
            ]
            + [""]
            + [
                "组数      8",
                "训练      0:20",
                "休息      0:10",
                "总时长    3:50",
                "状态      草稿",
                "创建时间  2026-11-22 10:33",
                "内容哈希  621aff1206e53ddd",
            ]
            + [""]
            + [
                "时间线",
                "  0:00  训练  0:20",
                "  0:20  休息  0:10",
                "  0:30  训练  0:20",
                "  0:50  休息  0:10",
                "  1:00  训练  0:20",
                "  1:20  休息  0:10",
                "  1:30  训练  0:20",
                "  1:50  休息  0:10",
                "  2:00  训练  0:20",
                "  2:20  休息  0:10",
                "  2:30  训练  0:20",
                "  2:50  休息  0:10",
                "  3:00  训练  0:20",
                "  3:20  休息  0:10",
                "  3:30  训练  0:20",
            ]
            + blank(10)
            + [
                "s 用此版本训练 · Esc 返回 · ? 按键"
            ],
        "version-zh-Hans-40x12":
            [
                " 1 训练  [2 计划]  3 历史   4 设置",
                "Legs  abcdef19-0000-0000-0000-000000000…",
                "第 2 版，属于 Legs",
                "8×(20/10) = 3:50",
            ]
            + [""]
            + [
                "组数      8",
                "训练      0:20",
                "休息      0:10",
                "总时长    3:50",
                "状态      草稿",
                "创建时间  2026-11-22 10:33",
                "s 用此版本训练 · Esc 返回 · ? 按键",
            ],
        "versions-en-120x40":
            [
                " 1 Train  [2 Plans]  3 History   4 Settings",
                "Versions of Legs (newest first)",
                "  VERSION  STATUS     CREATED           SUMMARY           NAME",
                "  v2       draft      2026-11-22 10:33  8×(20/10) = 3:50  Legs",
                "› v1       published  2026-11-22 09:33  6×(30/15) = 4:15  Legs",
            ]
            + blank(34)
            + [
                "⏎ view · s start this version · Esc back · ? keys"
            ],
        "versions-en-40x12":
            [
                " Train  [Plans]  History   Settings",
                "Versions of Legs (newest first)",
                "  VERSION  STATUS     SUMMARY",
                "  v2       draft      8×(20/10) = 3:50",
                "› v1       published  6×(30/15) = 4:15",
            ]
            + blank(6)
            + [
                "⏎ view · s start this version · Esc back"
            ],
        "versions-zh-Hans-120x40":
            [
                " 1 训练  [2 计划]  3 历史   4 设置",
                "Legs 的版本（最新的在前）",
                "  版本  状态    创建时间          摘要              名称",
                "  v2    草稿    2026-11-22 10:33  8×(20/10) = 3:50  Legs",
                "› v1    已发布  2026-11-22 09:33  6×(30/15) = 4:15  Legs",
            ]
            + blank(34)
            + [
                "⏎ 查看 · s 用此版本训练 · Esc 返回 · ? 按键"
            ],
        "versions-zh-Hans-40x12":
            [
                " 1 训练  [2 计划]  3 历史   4 设置",
                "Legs 的版本（最新的在前）",
                "  版本  状态    摘要",
                "  v2    草稿    8×(20/10) = 3:50",
                "› v1    已发布  6×(30/15) = 4:15",
            ]
            + blank(6)
            + [
                "⏎ 查看 · s 用此版本训练 · Esc 返回"
            ],
    ]

    /// Every expected frame: the ones written out, and the 80×24 ones that are the 120×40 ones cut to 24 rows.
    private static let expected = written.merging(
        [
            ("help-en", 1), ("help-zh-Hans", 1), ("version-en", 1), ("version-zh-Hans", 1), ("versions-en", 1),
            ("versions-zh-Hans", 1),
        ].map { base, footer in
            (base + "-80x24", cut(written[base + "-120x40"]!, to: 24, footer: footer))
        },
        uniquingKeysWith: { written, _ in written })

    /// `frame`'s first rows and its last `footer` rows, `height` rows in all (a taller frame of a body that fits).
    private static func cut(_ frame: [String], to height: Int, footer: Int) -> [String] {
        Array(frame.prefix(height - footer) + frame.suffix(footer))
    }
}
