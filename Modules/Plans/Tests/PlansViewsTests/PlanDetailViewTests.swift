import Foundation
import Shared
import SharedUI
import Testing

@testable import PlansViews

/// `plans show` as exact text in English and Chinese, timeline included.
/// `plans show` 的逐字输出（英文与中文），含时间线。
@Suite struct PlanDetailViewTests {
    private let legs = PlanFixtures.plan(
        1, "Legs",
        PlanContent(
            setsCount: 3, workSeconds: 45, restSeconds: 15, warmupSeconds: 60, cooldownSeconds: 30, rounds: 2,
            roundRestSeconds: 90, exercises: ["Squat", "Lunge"]), favorite: true)

    @Test func detailInEnglish() {
        let view = PlanDetailView(language: .english, style: .plain, dates: PlanFixtures.dates)
        #expect(
            view.render(legs, versionCount: 2) == """
                Legs  abcdef11-0000-0000-0000-000000000001
                2×[3×(45/15)] = 8:30
                ★ favorite

                Sets          3
                Work          0:45
                Rest          0:15
                Warm-up       1:00
                Cool-down     0:30
                Rounds        2
                Round rest    1:30
                Exercises     Squat, Lunge
                Total         8:30
                Created       2026-11-22 09:33
                Updated       2026-11-22 10:33
                Last used     never
                Versions      2
                Content hash  6684c689b08eccff

                Timeline
                  0:00  Warm-up       1:00
                  1:00  Work · Squat  0:45
                  1:45  Rest          0:15
                  2:00  Work · Lunge  0:45
                  2:45  Rest          0:15
                  3:00  Work · Squat  0:45
                  3:45  Round rest    1:30
                  5:15  Work · Squat  0:45
                  6:00  Rest          0:15
                  6:15  Work · Lunge  0:45
                  7:00  Rest          0:15
                  7:15  Work · Squat  0:45
                  8:00  Cool-down     0:30
                """)
    }

    @Test func detailInChinese() {
        let view = PlanDetailView(language: .simplifiedChinese, style: .plain, dates: PlanFixtures.dates)
        var plan = legs
        plan.lastUsedAt = PlanFixtures.created.addingTimeInterval(86_400)
        plan.content.rounds = 1
        plan.isArchived = true
        #expect(
            view.render(plan, versionCount: 0) == """
                Legs  abcdef11-0000-0000-0000-000000000001
                3×(45/15) = 4:15
                ★ 收藏、已归档

                组数      3
                训练      0:45
                休息      0:15
                热身      1:00
                放松      0:30
                轮数      1
                轮间休息  1:30
                动作      Squat、Lunge
                总时长    4:15
                创建时间  2026-11-22 09:33
                更新时间  2026-11-22 10:33
                上次使用  2026-11-23 09:33
                版本数    0
                内容哈希  a5c00964f3cde56d

                时间线
                  0:00  热身          1:00
                  1:00  训练 · Squat  0:45
                  1:45  休息          0:15
                  2:00  训练 · Lunge  0:45
                  2:45  休息          0:15
                  3:00  训练 · Squat  0:45
                  3:45  放松          0:30
                """)
    }

    @Test func timelineColumnsStayApartPastTenHoursAndStopAtForty() {
        let view = PlanDetailView(language: .english, style: .plain, dates: PlanFixtures.dates)
        let ultra = PlanContent(setsCount: 30, workSeconds: 1800, restSeconds: 1800)
        let lines = view.timeline(Timeline(content: ultra))
        #expect(lines.count == 41)
        #expect(
            Array(lines[0...2]) == [
                "      0:00  Work  30:00",
                "     30:00  Rest  30:00",
                "   1:00:00  Work  30:00",
            ])
        #expect(
            Array(lines[19...]) == [
                "   9:30:00  Rest  30:00",
                "  10:00:00  Work  30:00",
                "  10:30:00  Rest  30:00",
                "  11:00:00  Work  30:00",
                "  11:30:00  Rest  30:00",
                "  12:00:00  Work  30:00",
                "  12:30:00  Rest  30:00",
                "  13:00:00  Work  30:00",
                "  13:30:00  Rest  30:00",
                "  14:00:00  Work  30:00",
                "  14:30:00  Rest  30:00",
                "  15:00:00  Work  30:00",
                "  15:30:00  Rest  30:00",
                "  16:00:00  Work  30:00",
                "  16:30:00  Rest  30:00",
                "  17:00:00  Work  30:00",
                "  17:30:00  Rest  30:00",
                "  18:00:00  Work  30:00",
                "  18:30:00  Rest  30:00",
                "  19:00:00  Work  30:00",
                "  19:30:00  Rest  30:00",
                "  … +19 more",
            ])
        let chinese = PlanDetailView(language: .simplifiedChinese, style: .plain, dates: PlanFixtures.dates)
        #expect(chinese.timeline(Timeline(content: ultra)).last == "  … 另有 19 段")
    }

    @Test func storedNamesAreShownEscapedAndExercisesShortened() {
        let view = PlanDetailView(language: .english, style: .plain, dates: PlanFixtures.dates)
        let content = PlanContent(
            setsCount: 1, workSeconds: 10, restSeconds: 0, exercises: ["Jump\u{07}", String(repeating: "e", count: 80)])
        let plan = PlanFixtures.plan(2, "Evil\u{1B}]0;title\u{07}", content)
        #expect(
            view.render(plan, versionCount: 1) == """
                Evil\\u{1B}]0;title\\u{7}  abcdef12-0000-0000-0000-000000000002
                1×(10/0) = 0:10

                Sets          1
                Work          0:10
                Rest          0:00
                Warm-up       0:00
                Cool-down     0:00
                Rounds        1
                Round rest    0:00
                Exercises     Jump\\u{7}, \(String(repeating: "e", count: 80))
                Total         0:10
                Created       2026-11-22 09:33
                Updated       2026-11-22 10:33
                Last used     never
                Versions      1
                Content hash  \(plan.contentHash.value)

                Timeline
                  0:00  Work · Jump\\u{7}  0:10
                """)
    }

    @Test func theNameIsBoldAndTheIdDimWhenStylingIsOn() {
        let view = PlanDetailView(language: .english, style: TextStyle(isEnabled: true), dates: PlanFixtures.dates)
        let first = view.render(legs, versionCount: 0).split(separator: "\n").first
        #expect(first == "\u{1B}[1mLegs\u{1B}[0m  \u{1B}[2mabcdef11-0000-0000-0000-000000000001\u{1B}[0m")
    }
}
