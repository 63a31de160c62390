import Foundation
import Shared
import SharedUI
import Testing

@testable import PlansViews

/// The stable `--json` shapes, key by key.
/// 稳定的 `--json` 结构，逐键核对。
@Suite struct PlanJSONTests {
    @Test func planHasEveryKeyAndLowerCaseIds() {
        var plan = PlanFixtures.plan(1, "Legs", favorite: true, used: true)
        plan.forkedFromVersionId = PlanFixtures.version.id
        #expect(
            JSONText.encode(PlanJSON(plan)) == """
                {
                  "archived" : false,
                  "contentHash" : "621aff1206e53ddd",
                  "cooldownSeconds" : 0,
                  "createdAt" : "2026-11-22T09:33:20Z",
                  "exercises" : [],
                  "favorite" : true,
                  "forkedFromVersionId" : "abcdef19-0000-0000-0000-000000000009",
                  "id" : "abcdef11-0000-0000-0000-000000000001",
                  "lastUsedAt" : "2026-11-22T12:20:00Z",
                  "music" : null,
                  "name" : "Legs",
                  "restSeconds" : 10,
                  "roundRestSeconds" : 0,
                  "rounds" : 1,
                  "setsCount" : 8,
                  "summary" : "8×(20/10) = 3:50",
                  "totalSeconds" : 230,
                  "updatedAt" : "2026-11-22T10:33:20Z",
                  "warmupSeconds" : 0,
                  "workSeconds" : 20
                }
                """)
    }

    @Test func absentValuesAreNullAndEmptyListsAreEmptyArrays() throws {
        let json = JSONText.encode([PlanJSON(PlanFixtures.plan(2, "Core"))])
        let array = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        let object = try #require(array.first)
        #expect(object.count == 20)
        #expect(object["lastUsedAt"] is NSNull && object["forkedFromVersionId"] is NSNull && object["music"] is NSNull)
        #expect(JSONText.encode([PlanJSON]()) == "[]")
    }

    @Test func templateKeepsTheEnglishNameAndAddsTheLocalizedOne() {
        let hiit = PlanTemplate.builtIn[0]
        #expect(
            JSONText.encode([PlanTemplateJSON(hiit, language: .simplifiedChinese)]) == """
                [
                  {
                    "cooldownSeconds" : 0,
                    "exercises" : [],
                    "id" : "hiit",
                    "localizedName" : "HIIT 入门",
                    "music" : null,
                    "name" : "HIIT starter",
                    "restSeconds" : 30,
                    "roundRestSeconds" : 0,
                    "rounds" : 1,
                    "setsCount" : 10,
                    "summary" : "10×(1:30/30) = 19:30",
                    "totalSeconds" : 1170,
                    "warmupSeconds" : 0,
                    "workSeconds" : 90
                  }
                ]
                """)
        #expect(
            JSONText.encode(PlanTemplateJSON(hiit, language: .english)) == """
                {
                  "cooldownSeconds" : 0,
                  "exercises" : [],
                  "id" : "hiit",
                  "localizedName" : "HIIT starter",
                  "music" : null,
                  "name" : "HIIT starter",
                  "restSeconds" : 30,
                  "roundRestSeconds" : 0,
                  "rounds" : 1,
                  "setsCount" : 10,
                  "summary" : "10×(1:30/30) = 19:30",
                  "totalSeconds" : 1170,
                  "warmupSeconds" : 0,
                  "workSeconds" : 90
                }
                """)
    }

    @Test func versionHasEveryKeyAndLowerCaseIds() {
        #expect(
            JSONText.encode(PlanVersionJSON(PlanFixtures.version)) == """
                {
                  "contentHash" : "621aff1206e53ddd",
                  "cooldownSeconds" : 0,
                  "createdAt" : "2026-11-22T09:33:20Z",
                  "exercises" : [],
                  "id" : "abcdef19-0000-0000-0000-000000000009",
                  "music" : null,
                  "name" : "Legs",
                  "number" : 2,
                  "planId" : "abcdef11-0000-0000-0000-000000000001",
                  "restSeconds" : 10,
                  "roundRestSeconds" : 0,
                  "rounds" : 1,
                  "setsCount" : 8,
                  "status" : "published",
                  "summary" : "8×(20/10) = 3:50",
                  "totalSeconds" : 230,
                  "warmupSeconds" : 0,
                  "workSeconds" : 20
                }
                """)
    }
}
