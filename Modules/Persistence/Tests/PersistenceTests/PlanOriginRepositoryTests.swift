import Foundation
import Shared
import SharedTesting
import Testing

@testable import Persistence

/// Applied plans keep their origin through renames and edits, and lose it with the plan.
/// 已应用的计划在改名和编辑后仍保留来源，删除计划时来源一并删除。
@Suite struct PlanOriginRepositoryTests {
    private let database = AppDatabase.inMemory()
    private let clock = ManualWallClock()
    private let ids = SequentialIDProvider()

    private func applied(_ name: String, hash: String) throws -> (Plan, String?) {
        let plan = Plan(
            id: ids.makeID(), name: name, content: PlanContent(setsCount: 8, workSeconds: 20, restSeconds: 10),
            createdAt: clock.now(), updatedAt: clock.now())
        let origin = PlanOrigin(
            hub: "http://127.0.0.1:8787", postId: "post-1", versionId: "version-1",
            contentHash: ContentHash(value: hash), appliedAt: clock.now())
        let name = try DefaultPlanOriginRepository(database: database).saveApplied(plan, origin: origin) { taken in
            PlanNaming.freeName(for: name, taken: taken)
        }
        return (plan, name)
    }

    @Test func theOriginIsFoundByItsHashAfterARenameAndAnEdit() throws {
        let origins = DefaultPlanOriginRepository(database: database)
        let plans = DefaultPlanRepository(database: database)
        let (plan, name) = try applied("Tabata", hash: "00000000000000aa")
        #expect(name == "Tabata")
        var changed = try #require(try plans.fetch(id: plan.id))
        changed.name = "Mine now"
        changed.content.workSeconds = 30
        try plans.save(changed)
        #expect(try origins.plans(appliedFrom: ContentHash(value: "00000000000000aa")).map(\.name) == ["Mine now"])
        #expect(try origins.origin(ofPlan: plan.id)?.postId == "post-1")
        #expect(try origins.plans(appliedFrom: ContentHash(value: "00000000000000bb")).isEmpty)
    }

    @Test func aTakenNameGetsTheNextFreeOneAndRemovingThePlanRemovesItsOrigin() throws {
        _ = try applied("Tabata", hash: "00000000000000aa")
        let (second, name) = try applied("tabata", hash: "00000000000000bb")
        #expect(name == "tabata (2)")
        #expect(try DefaultPlanRepository(database: database).delete(id: second.id))
        #expect(try DefaultPlanOriginRepository(database: database).origin(ofPlan: second.id) == nil)
        let rows = try database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM planOrigin") }
        #expect(rows == 1)
    }
}
