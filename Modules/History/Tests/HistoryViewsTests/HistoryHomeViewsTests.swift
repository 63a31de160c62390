import Foundation
import History
import Shared
import SharedUI
import Testing

@testable import HistoryViews

/// Three fixed sessions, newest first; no weeks.
private struct FixedHistory: HistoryRepository {
    let all: [SessionSummary]

    func summaries(_ query: HistoryQuery) -> [SessionSummary] {
        Array(all.dropFirst(query.offset).prefix(query.limit))
    }
    func sessions(idPrefix prefix: String, limit: Int) -> SessionLookup {
        SessionLookup(matches: 0, ids: [], sessions: [])
    }
    func weeklyStats(boundaries: [Date]) -> [WeekStats] { [] }
}

/// 2027-01-15 08:00 UTC, always.
private struct StillClock: WallClock {
    func now() -> Date { Date(timeIntervalSince1970: 1_800_000_000) }
}

@MainActor
@Suite struct HistoryHomeViewsTests {
    /// `count` empty lines (the frames' unused rows).
    private static func blank(_ count: Int) -> [String] { Array(repeating: "", count: count) }

    /// The sessions list (the second selected): columns dropped, never wrapped, at 40 columns.
    @Test func framesExactlyInBothLanguagesAtEverySize() throws {
        var frames: [String: [String]] = [:]
        func summary(_ number: Int, _ name: String, _ status: SessionStatus, hoursAgo: Double) -> SessionSummary {
            let started = Date(timeIntervalSince1970: 1_800_000_000 - hoursAgo * 3600)
            return SessionSummary(
                id: UUID(uuidString: "ABCDEF1\(number)-0000-0000-0000-00000000000\(number)")!, planId: nil,
                planName: name, templateId: nil, status: status, startedAt: started,
                endedAt: started.addingTimeInterval(230), activeSeconds: status == .completed ? 230 : 95,
                pausedSeconds: 0, completedSets: status == .completed ? 8 : 3, totalSets: 8, tags: [],
                adjustments: 0, summary: "8×(20/10) = 3:50")
        }
        let history = FixedHistory(all: [
            summary(1, "Tabata", .ended, hoursAgo: 2), summary(2, "Legs", .completed, hoursAgo: 26),
            summary(3, "Running intervals", .completed, hoursAgo: 50),
        ])
        let utc = TimeZone(identifier: "UTC")!
        for language in AppLanguage.allCases {
            let list = HistoryListViewModel(history: history, plans: nil, clock: StillClock(), zone: LocalZone(utc))
            list.loadWindow()
            list.perform(.move(.down))
            for (width, height) in [(40, 12), (80, 24), (120, 40)] {
                frames["list-\(language.rawValue)-\(width)x\(height)"] =
                    HistoryListView(language: language, style: .plain, dates: DateText(timeZone: utc))
                    .frame(list, width: width, height: height)
            }
        }

        #expect(Set(frames.keys) == Set(Self.expected.keys))
        for (name, frame) in frames.sorted(by: { $0.key < $1.key }) {
            #expect(frame == Self.expected[name], "\(name)")
            let size = name.split(separator: "-").last!.split(separator: "x").compactMap { Int($0) }
            #expect(frame.count == size[1] && frame.allSatisfy { TextWidth.of($0) <= size[0] }, "\(name) fits")
        }
    }

    private static let expected: [String: [String]] = [
        "list-en-120x40":
            [
                " 1 Train   2 Plans  [3 History]  4 Settings",
                "All sessions, newest first  (3 sessions)",
                "  STARTED           PLAN               SUMMARY           STATUS       ACTIVE  NOTES",
                "  2027-01-15 06:00  Tabata             8×(20/10) = 3:50  ended early  1:35",
                "› 2027-01-14 06:00  Legs               8×(20/10) = 3:50  completed    3:50",
                "  2027-01-13 06:00  Running intervals  8×(20/10) = 3:50  completed    3:50",
            ]
            + blank(33)
            + [
                "⏎ open · w weekly chart · p plan · d date · ? keys · q quit"
            ],
        "list-en-40x12":
            [
                " Train   Plans  [History]  Settings",
                "All sessions, newest first  (3 sessions)",
                "  STARTED           PLAN     STATUS",
                "  2027-01-15 06:00  Tabata   ended early",
                "› 2027-01-14 06:00  Legs     completed",
                "  2027-01-13 06:00  Runnin…  completed",
            ]
            + blank(5)
            + [
                "⏎ open · w weekly chart · p plan"
            ],
        "list-en-80x24":
            [
                " 1 Train   2 Plans  [3 History]  4 Settings",
                "All sessions, newest first  (3 sessions)",
                "  STARTED           PLAN               SUMMARY           STATUS       ACTIVE",
                "  2027-01-15 06:00  Tabata             8×(20/10) = 3:50  ended early  1:35",
                "› 2027-01-14 06:00  Legs               8×(20/10) = 3:50  completed    3:50",
                "  2027-01-13 06:00  Running intervals  8×(20/10) = 3:50  completed    3:50",
            ]
            + blank(17)
            + [
                "⏎ open · w weekly chart · p plan · d date · ? keys · q quit"
            ],
        "list-zh-Hans-120x40":
            [
                " 1 训练   2 计划  [3 历史]  4 设置",
                "全部训练，最新的在前  （3 次训练）",
                "  开始时间          计划               摘要              状态      有效时长  备注",
                "  2027-01-15 06:00  Tabata             8×(20/10) = 3:50  提前结束  1:35",
                "› 2027-01-14 06:00  Legs               8×(20/10) = 3:50  已完成    3:50",
                "  2027-01-13 06:00  Running intervals  8×(20/10) = 3:50  已完成    3:50",
            ]
            + blank(33)
            + [
                "⏎ 打开 · w 每周图表 · p 计划 · d 日期 · ? 按键 · q 退出"
            ],
        "list-zh-Hans-40x12":
            [
                " 1 训练   2 计划  [3 历史]  4 设置",
                "全部训练，最新的在前  （3 次训练）",
                "  开始时间          计划        状态",
                "  2027-01-15 06:00  Tabata      提前结束",
                "› 2027-01-14 06:00  Legs        已完成",
                "  2027-01-13 06:00  Running i…  已完成",
            ]
            + blank(5)
            + [
                "⏎ 打开 · w 每周图表 · p 计划 · d 日期"
            ],
        "list-zh-Hans-80x24":
            [
                " 1 训练   2 计划  [3 历史]  4 设置",
                "全部训练，最新的在前  （3 次训练）",
                "  开始时间          计划               摘要              状态      有效时长",
                "  2027-01-15 06:00  Tabata             8×(20/10) = 3:50  提前结束  1:35",
                "› 2027-01-14 06:00  Legs               8×(20/10) = 3:50  已完成    3:50",
                "  2027-01-13 06:00  Running intervals  8×(20/10) = 3:50  已完成    3:50",
            ]
            + blank(17)
            + [
                "⏎ 打开 · w 每周图表 · p 计划 · d 日期 · ? 按键 · q 退出"
            ],
    ]
}
