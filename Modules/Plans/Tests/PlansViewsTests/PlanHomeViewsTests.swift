import Foundation
import Plans
import Shared
import SharedUI
import Testing

@testable import PlansViews

/// A library that holds a few fixed plans and no versions; saves change nothing.
private struct FixedPlans: PlanRepository, PlanVersionRepository {
    let plans: [Plan]

    func fetch(_ filter: PlanListFilter) -> [Plan] {
        switch filter {
        case .recent: plans.filter { !$0.isArchived }
        case .favorites: plans.filter { $0.isFavorite && !$0.isArchived }
        case .all: plans.sorted { $0.name < $1.name }
        case .archived: plans.filter(\.isArchived)
        }
    }
    func fetch(id: UUID) -> Plan? { plans.first { $0.id == id } }
    func fetch(contentHash: ContentHash) -> [Plan] { [] }
    func save(_ plan: Plan) {}
    func save(_ plan: Plan, namedBy pick: ([String]) -> String?) -> String? { pick(plans.map(\.name)) }
    func delete(id: UUID) -> Bool { false }
    func versions(ofPlan planId: UUID) -> [PlanVersion] { [] }
    func fetch(id: UUID) -> PlanVersion? { nil }
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
@Suite struct PlanHomeViewsTests {
    /// `count` empty lines (the frames' unused rows).
    private static func blank(_ count: Int) -> [String] { Array(repeating: "", count: count) }

    /// The library (All, the second plan selected) and a new plan named Quick switched to mode B.
    @Test func framesExactlyInBothLanguagesAtEverySize() throws {
        var frames: [String: [String]] = [:]
        let store = FixedPlans(plans: [
            PlanFixtures.plan(1, "Legs", favorite: true, used: true),
            PlanFixtures.plan(2, "Arms", PlanContent(setsCount: 10, workSeconds: 45, restSeconds: 15)),
            PlanFixtures.plan(3, "Core", archived: true),
        ])
        for language in AppLanguage.allCases {
            let library = PlanLibraryViewModel(repository: store, versions: store, clock: StillClock(), ids: OneID())
            library.loadWindow(.all)
            library.perform(.move(.down))
            let editor = PlanEditorViewModel(repository: store, clock: StillClock(), ids: OneID())
            editor.beginEditing()
            for key in "Quick" { editor.perform(.type(.character(key))) }
            editor.perform(.move(.down))
            editor.perform(.step(1))
            for (width, height) in [(40, 12), (80, 24), (120, 40)] {
                let size = "\(language.rawValue)-\(width)x\(height)"
                frames["library-" + size] = PlanLibraryView(
                    language: language, style: .plain, dates: PlanFixtures.dates
                )
                .render(library, width: width, height: height)
                frames["editor-" + size] = PlanEditorView(language: language, style: .plain)
                    .render(editor, width: width, height: height)
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
        "editor-en-120x40":
            [
                " 1 Train  [2 Plans]  3 History   4 Settings",
                "New plan",
                "  Name        Quick",
                "› Mode        B: total time + ratio  ◂ ▸",
                "  Total       3:50",
                "  Sets        8",
                "  Ratio       2:1  → work 0:20 · rest 0:10",
                "  Intensity   hard 2:1  ◂ ▸",
                "  Warm-up     0:00",
                "  Cool-down   0:00",
                "  Rounds      1",
                "  Round rest  0:00",
                "  Exercises   none (Enter adds)",
            ]
            + blank(23)
            + [
                "  ██████████░░░░░███████████░░░░░██████████░░░░░██████████░░░░░░██████████░░░░░██████████░░░░░███████████░░░░░██████████",
                "█ Work · ░ Rest · ▒ Round rest · ▓ Warm-up/Cool-down",
                "Total: 8×(20/10) = 3:50",
                "⏎ save · ↑↓ row · +/− change · Esc leave",
            ],
        "editor-en-40x12":
            [
                " Train  [Plans]  History   Settings",
                "New plan",
                "  Name        Quick",
                "› Mode        B: total time + ratio  ◂ ▸",
                "  Total       3:50",
                "  Sets        8",
                "  Ratio       2:1  → work 0:20 · rest 0…",
                "",
                "  ███░░███░░███░░███░░███░░███░░███░░███",
                "█ Work · ░ Rest · ▒ Round rest",
                "Total: 8×(20/10) = 3:50",
                "⏎ save · ↑↓ row · +/− change · Esc leave",
            ],
        "editor-en-80x24":
            [
                " 1 Train  [2 Plans]  3 History   4 Settings",
                "New plan",
                "  Name        Quick",
                "› Mode        B: total time + ratio  ◂ ▸",
                "  Total       3:50",
                "  Sets        8",
                "  Ratio       2:1  → work 0:20 · rest 0:10",
                "  Intensity   hard 2:1  ◂ ▸",
                "  Warm-up     0:00",
                "  Cool-down   0:00",
                "  Rounds      1",
                "  Round rest  0:00",
                "  Exercises   none (Enter adds)",
            ]
            + blank(7)
            + [
                "  ███████░░░███████░░░███████░░░░██████░░░░██████░░░░███████░░░███████░░░███████",
                "█ Work · ░ Rest · ▒ Round rest · ▓ Warm-up/Cool-down",
                "Total: 8×(20/10) = 3:50",
                "⏎ save · ↑↓ row · +/− change · Esc leave",
            ],
        "editor-zh-Hans-120x40":
            [
                " 1 训练  [2 计划]  3 历史   4 设置",
                "新建计划",
                "  名称      Quick",
                "› 模式      B：总时长 + 比例  ◂ ▸",
                "  总时长    3:50",
                "  组数      8",
                "  比例      2:1  → 训练 0:20 · 休息 0:10",
                "  强度      高强度 2:1  ◂ ▸",
                "  热身      0:00",
                "  放松      0:00",
                "  轮数      1",
                "  轮间休息  0:00",
                "  动作      无（回车添加）",
            ]
            + blank(23)
            + [
                "  ██████████░░░░░███████████░░░░░██████████░░░░░██████████░░░░░░██████████░░░░░██████████░░░░░███████████░░░░░██████████",
                "█ 训练 · ░ 休息 · ▒ 轮间休息 · ▓ 热身/放松",
                "总计：8×(20/10) = 3:50",
                "⏎ 保存 · ↑↓ 选行 · +/− 修改 · Esc 离开",
            ],
        "editor-zh-Hans-40x12":
            [
                " 1 训练  [2 计划]  3 历史   4 设置",
                "新建计划",
                "  名称      Quick",
                "› 模式      B：总时长 + 比例  ◂ ▸",
                "  总时长    3:50",
                "  组数      8",
                "  比例      2:1  → 训练 0:20 · 休息 0:10",
                "",
                "  ███░░███░░███░░███░░███░░███░░███░░███",
                "█ 训练 · ░ 休息 · ▒ 轮间休息",
                "总计：8×(20/10) = 3:50",
                "⏎ 保存 · ↑↓ 选行 · +/− 修改 · Esc 离开",
            ],
        "editor-zh-Hans-80x24":
            [
                " 1 训练  [2 计划]  3 历史   4 设置",
                "新建计划",
                "  名称      Quick",
                "› 模式      B：总时长 + 比例  ◂ ▸",
                "  总时长    3:50",
                "  组数      8",
                "  比例      2:1  → 训练 0:20 · 休息 0:10",
                "  强度      高强度 2:1  ◂ ▸",
                "  热身      0:00",
                "  放松      0:00",
                "  轮数      1",
                "  轮间休息  0:00",
                "  动作      无（回车添加）",
            ]
            + blank(7)
            + [
                "  ███████░░░███████░░░███████░░░░██████░░░░██████░░░░███████░░░███████░░░███████",
                "█ 训练 · ░ 休息 · ▒ 轮间休息 · ▓ 热身/放松",
                "总计：8×(20/10) = 3:50",
                "⏎ 保存 · ↑↓ 选行 · +/− 修改 · Esc 离开",
            ],
        "library-en-120x40":
            [
                " 1 Train  [2 Plans]  3 History   4 Settings",
                " Recent   Favorites  [All]  Archived",
                "  NAME  SUMMARY            LAST USED         FLAGS",
                "  Arms  10×(45/15) = 9:45  never",
                "› Core  8×(20/10) = 3:50   never             archived",
                "  Legs  8×(20/10) = 3:50   2026-11-22 12:20  ★ favorite",
            ]
            + blank(33)
            + [
                "⏎ open · n new · s start · e edit · ←→ part · / filter · ? keys"
            ],
        "library-en-40x12":
            [
                " Train  [Plans]  History   Settings",
                " Recent   Favorites  [All]  Archived",
                "  NAME  SUMMARY            FLAGS",
                "  Arms  10×(45/15) = 9:45",
                "› Core  8×(20/10) = 3:50   archived",
                "  Legs  8×(20/10) = 3:50   ★ favorite",
            ]
            + blank(5)
            + [
                "⏎ open · n new · s start · e edit"
            ],
        "library-zh-Hans-120x40":
            [
                " 1 训练  [2 计划]  3 历史   4 设置",
                " 最近   收藏  [全部]  已归档",
                "  名称  摘要               上次使用          标记",
                "  Arms  10×(45/15) = 9:45  从未",
                "› Core  8×(20/10) = 3:50   从未              已归档",
                "  Legs  8×(20/10) = 3:50   2026-11-22 12:20  ★ 收藏",
            ]
            + blank(33)
            + [
                "⏎ 打开 · n 新建 · s 开始 · e 编辑 · ←→ 分区 · / 筛选 · ? 按键"
            ],
        "library-zh-Hans-40x12":
            [
                " 1 训练  [2 计划]  3 历史   4 设置",
                " 最近   收藏  [全部]  已归档",
                "  名称  摘要               标记",
                "  Arms  10×(45/15) = 9:45",
                "› Core  8×(20/10) = 3:50   已归档",
                "  Legs  8×(20/10) = 3:50   ★ 收藏",
            ]
            + blank(5)
            + [
                "⏎ 打开 · n 新建 · s 开始 · e 编辑"
            ],
    ]

    /// Every expected frame: the ones written out, and the 80×24 ones that are the 120×40 ones cut to 24 rows.
    private static let expected = written.merging(
        [("library-en", 1), ("library-zh-Hans", 1)].map { base, footer in
            (base + "-80x24", cut(written[base + "-120x40"]!, to: 24, footer: footer))
        },
        uniquingKeysWith: { written, _ in written })

    /// `frame`'s first rows and its last `footer` rows, `height` rows in all (a taller frame of a body that fits).
    private static func cut(_ frame: [String], to height: Int, footer: Int) -> [String] {
        Array(frame.prefix(height - footer) + frame.suffix(footer))
    }
}
