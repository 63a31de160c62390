import Foundation
import Shared
import SharedTesting
import Testing

@testable import Persistence

@Suite struct PlanRepositoryTests {
    private let database = AppDatabase.inMemory()
    private let clock = ManualWallClock()
    private let ids = SequentialIDProvider()

    private func makePlan(_ name: String, favorite: Bool = false, archived: Bool = false, used: Date? = nil) -> Plan {
        defer { clock.advance(by: 60) }
        return Plan(
            id: ids.makeID(), name: name,
            content: PlanContent(setsCount: 8, workSeconds: 20, restSeconds: 10, exercises: ["Squat", "Row"]),
            isFavorite: favorite, isArchived: archived, createdAt: clock.now(), updatedAt: clock.now(),
            lastUsedAt: used,
            cueSettings: CueSettingsOverride(voice: true))
    }

    @Test func roundTripsEveryField() throws {
        let repository = DefaultPlanRepository(database: database)
        var plan = makePlan("Legs")
        plan.forkedFromVersionId = ids.makeID()
        plan.lastUsedAt = clock.now()
        try repository.save(plan)
        #expect(try repository.fetch(id: plan.id) == plan)
        plan.name = "Legs 2"
        plan.content.workSeconds = 30
        try repository.save(plan)
        #expect(try repository.fetch(id: plan.id)?.content.workSeconds == 30)
        #expect(try repository.fetch(.all).count == 1)
    }

    @Test func savedNamesAreReadWithoutTouchingTheFile() throws {
        let folder = TemporaryDirectory()
        let path = folder.file("plans.sqlite")
        #expect(DefaultPlanRepository.savedNames(atPath: path).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: path), "asking creates nothing")
        try DefaultPlanRepository(database: try AppDatabase.openForWriting(path: path)).save(makePlan("Legs"))
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(DefaultPlanRepository.savedNames(atPath: path) == ["Legs"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        try Data("not a database".utf8).write(to: URL(fileURLWithPath: folder.file("other")))
        #expect(DefaultPlanRepository.savedNames(atPath: folder.file("other")).isEmpty)
    }

    @Test func filtersAndOrders() throws {
        let repository = DefaultPlanRepository(database: database)
        let old = makePlan("b old", used: clock.now())
        let fresh = makePlan("c fresh", favorite: true, used: clock.now().addingTimeInterval(500))
        let never = makePlan("A never")
        let archived = makePlan("d archived", favorite: true, archived: true)
        for plan in [old, fresh, never, archived] { try repository.save(plan) }
        #expect(try repository.fetch(.recent).map(\.name) == ["c fresh", "b old", "A never"])
        #expect(try repository.fetch(.favorites).map(\.name) == ["c fresh"])
        #expect(try repository.fetch(.archived).map(\.name) == ["d archived"])
        #expect(try repository.fetch(.all).map(\.name) == ["A never", "b old", "c fresh", "d archived"])
    }

    @Test func findsByContentHashAndDeletes() throws {
        let repository = DefaultPlanRepository(database: database)
        let plan = makePlan("One")
        try repository.save(plan)
        #expect(try repository.fetch(contentHash: plan.contentHash).map(\.id) == [plan.id])
        #expect(try repository.fetch(contentHash: ContentHash(value: "0000000000000000")).isEmpty)
        #expect(try repository.delete(id: plan.id))
        #expect(try !repository.delete(id: plan.id))
        #expect(try repository.fetch(id: plan.id) == nil)
    }

    @Test func versionsAreNumberedAndDeletedWithTheirPlan() throws {
        let plans = DefaultPlanRepository(database: database)
        let versions = DefaultPlanVersionRepository(database: database)
        let plan = makePlan("Versioned")
        try plans.save(plan)
        let first = try versions.append(
            planId: plan.id, id: ids.makeID(), status: .published, name: plan.name, content: plan.content,
            createdAt: clock.now())
        var changed = plan.content
        changed.setsCount = 9
        let second = try versions.append(
            planId: plan.id, id: ids.makeID(), status: .published, name: plan.name, content: changed,
            createdAt: clock.now())
        #expect(first.number == 1 && second.number == 2)
        #expect(try versions.versions(ofPlan: plan.id) == [first, second])
        #expect(try versions.fetch(id: first.id)?.content.setsCount == 8)
        try plans.delete(id: plan.id)
        #expect(try versions.versions(ofPlan: plan.id).isEmpty)
    }

    @Test func settingsStoreSetAndReset() throws {
        let settings = DefaultSettingsRepository(database: database)
        #expect(try settings.storedValues().isEmpty)
        try settings.set("off", for: .bell)
        try settings.set("zh", for: .voiceLanguage)
        try settings.set("on", for: .bell)
        #expect(try settings.storedValues() == [.bell: "on", .voiceLanguage: "zh"])
        try settings.reset(.bell)
        #expect(try settings.storedValues() == [.voiceLanguage: "zh"])
    }
}
