import Foundation
import Shared
import SharedUI
import Testing

@testable import PlansViews

/// `templates` and `plans versions` as exact text in English and Chinese.
/// `templates` 与 `plans versions` 的逐字输出（英文与中文）。
@Suite struct PlanTemplateAndVersionViewTests {
    @Test func templatesInEnglish() {
        #expect(
            PlanTemplateListView(language: .english, style: .plain).render() == """
                ID        NAME               SUMMARY
                hiit      HIIT starter       10×(1:30/30) = 19:30
                tabata    Tabata             8×(20/10) = 3:50
                running   Running intervals  10×(2:00/1:00) = 29:00
                strength  Strength rest      10×(2:00/30) = 24:30
                stretch   Stretch & recover  6×(1:30/30) = 11:30

                Start one with: interfit start tabata
                """)
    }

    @Test func templatesInChineseShowChineseNames() {
        #expect(
            PlanTemplateListView(language: .simplifiedChinese, style: .plain).render() == """
                编号      名称       摘要
                hiit      HIIT 入门  10×(1:30/30) = 19:30
                tabata    Tabata     8×(20/10) = 3:50
                running   跑步间歇   10×(2:00/1:00) = 29:00
                strength  力量间歇   10×(2:00/30) = 24:30
                stretch   拉伸恢复   6×(1:30/30) = 11:30

                开始训练：interfit start tabata
                """)
    }

    @Test func theTemplateHintIsDimWhenStylingIsOn() {
        let text = PlanTemplateListView(language: .english, style: TextStyle(isEnabled: true)).render([])
        #expect(
            text == "\u{1B}[1mID  NAME  SUMMARY\u{1B}[0m\n\n\u{1B}[2mStart one with: interfit start tabata\u{1B}[0m")
    }

    @Test func versionsInBothLanguages() {
        let plan = PlanFixtures.plan(1, "Legs")
        let draft = PlanVersion(
            id: UUID(uuidString: "ABCDEF18-0000-0000-0000-000000000008")!, planId: plan.id, number: 1, status: .draft,
            name: "Legs\u{1B}[0m", content: PlanContent(setsCount: 6, workSeconds: 30, restSeconds: 15),
            createdAt: PlanFixtures.created.addingTimeInterval(-86_400))
        let versions = [draft, PlanFixtures.version]
        #expect(
            PlanVersionListView(language: .english, style: .plain, dates: PlanFixtures.dates).render(
                versions, of: plan) == """
                    VERSION  STATUS     CREATED           NAME           SUMMARY           ID
                    v1       draft      2026-11-21 09:33  Legs\\u{1B}[0m  6×(30/15) = 4:15  abcdef18
                    v2       published  2026-11-22 09:33  Legs           8×(20/10) = 3:50  abcdef19
                    """)
        #expect(
            PlanVersionListView(language: .simplifiedChinese, style: .plain, dates: PlanFixtures.dates).render(
                versions, of: plan) == """
                    版本  状态    创建时间          名称           摘要              编号
                    v1    草稿    2026-11-21 09:33  Legs\\u{1B}[0m  6×(30/15) = 4:15  abcdef18
                    v2    已发布  2026-11-22 09:33  Legs           8×(20/10) = 3:50  abcdef19
                    """)
    }

    @Test func noVersionsSaysHowToPublishOne() {
        let plan = PlanFixtures.plan(1, "Leg day")
        #expect(
            PlanVersionListView(language: .english, style: .plain, dates: PlanFixtures.dates).render([], of: plan)
                == "Leg day has no versions yet. Publish one with: interfit plans publish abcdef11")
        #expect(
            PlanVersionListView(language: .simplifiedChinese, style: .plain, dates: PlanFixtures.dates).render(
                [], of: plan) == "Leg day 还没有版本。发布一个：interfit plans publish abcdef11")
    }
}
