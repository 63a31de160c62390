import Foundation
import Shared
import SharedUI
import Testing

@testable import PlansViews

/// `plans list` as exact text in English and Chinese.
/// `plans list` 的逐字输出（英文与中文）。
@Suite struct PlanListViewTests {
    private let plans = [
        PlanFixtures.plan(1, "Legs", favorite: true, used: true),
        PlanFixtures.plan(2, String(repeating: "x", count: 300)),
        PlanFixtures.plan(3, "Bad\u{1B}[31m", archived: true),
        PlanFixtures.plan(4, "腿部训练和核心力量训练加强版本", favorite: true, archived: true),
    ]

    @Test func tableShortensLongNamesAndShowsEscapesInEnglish() {
        let view = PlanListView(language: .english, style: .plain, dates: PlanFixtures.dates)
        #expect(
            view.render(plans, filter: .all) == """
                ID        NAME                              SUMMARY           LAST USED         FLAGS
                abcdef11  Legs                              8×(20/10) = 3:50  2026-11-22 12:20  ★ favorite
                abcdef12  xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…  8×(20/10) = 3:50  never
                abcdef13  Bad\\u{1B}[31m                     8×(20/10) = 3:50  never             archived
                abcdef14  腿部训练和核心力量训练加强版本    8×(20/10) = 3:50  never             ★ favorite, archived
                """)
    }

    @Test func tableInChinese() {
        let view = PlanListView(language: .simplifiedChinese, style: .plain, dates: PlanFixtures.dates)
        #expect(
            view.render(plans, filter: .all) == """
                编号      名称                              摘要              上次使用          标记
                abcdef11  Legs                              8×(20/10) = 3:50  2026-11-22 12:20  ★ 收藏
                abcdef12  xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…  8×(20/10) = 3:50  从未
                abcdef13  Bad\\u{1B}[31m                     8×(20/10) = 3:50  从未              已归档
                abcdef14  腿部训练和核心力量训练加强版本    8×(20/10) = 3:50  从未              ★ 收藏、已归档
                """)
    }

    @Test func wideNamesAreCutByColumnsNotCharacters() {
        let view = PlanListView(language: .english, style: .plain, dates: PlanFixtures.dates)
        let wide = PlanFixtures.plan(5, String(repeating: "腿", count: 40))
        #expect(
            view.render([wide], filter: .recent) == """
                ID        NAME                             SUMMARY           LAST USED  FLAGS
                abcdef15  腿腿腿腿腿腿腿腿腿腿腿腿腿腿腿…  8×(20/10) = 3:50  never
                """)
    }

    @Test func emptyListingsSayWhatToDo() {
        let english = PlanListView(language: .english, style: .plain, dates: PlanFixtures.dates)
        #expect(
            english.render([], filter: .recent)
                == "No plans here yet. Create one with: interfit plans create \"Morning\" --sets 8 --work 20 --rest 10")
        #expect(english.render([], filter: .all) == english.render([], filter: .recent))
        #expect(
            english.render([], filter: .favorites) == "No favorite plans yet. Mark one with: interfit plans fav PLAN")
        #expect(
            english.render([], filter: .archived) == "No archived plans. Archive one with: interfit plans archive PLAN")
        let chinese = PlanListView(language: .simplifiedChinese, style: .plain, dates: PlanFixtures.dates)
        #expect(chinese.render([], filter: .favorites) == "还没有收藏的计划。收藏一个：interfit plans fav PLAN")
    }

    @Test func theHeaderIsBoldOnlyWhenStylingIsOn() {
        let view = PlanListView(language: .english, style: TextStyle(isEnabled: true), dates: PlanFixtures.dates)
        #expect(
            view.render([PlanFixtures.plan(1, "Legs")], filter: .recent) == """
                \u{1B}[1mID        NAME  SUMMARY           LAST USED  FLAGS\u{1B}[0m
                abcdef11  Legs  8×(20/10) = 3:50  never
                """)
    }
}
