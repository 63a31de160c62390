import Foundation
import Persistence
import Shared
import Testing

@testable import Plans

@MainActor
@Suite struct PlanLibraryViewModelTests {
    private let database = AppDatabase.inMemory()
    private let clock = ManualWallClock()
    private let ids = SequentialIDProvider()

    private var repository: DefaultPlanRepository { DefaultPlanRepository(database: database) }

    private func makeLibrary() -> PlanLibraryViewModel {
        PlanLibraryViewModel(
            repository: repository, versions: DefaultPlanVersionRepository(database: database), clock: clock, ids: ids)
    }

    @discardableResult
    private func create(_ name: String, sets: Int = 8) throws -> Plan {
        let editor = PlanEditorViewModel(repository: repository, clock: clock, ids: ids)
        editor.name = name
        editor.setsCount = sets
        clock.advance(by: 10)
        return try editor.save()
    }

    @Test func listsRecentByLastUseAndFiltersFavoritesAndArchive() throws {
        let library = makeLibrary()
        let legs = try create("Legs", sets: 5)
        let arms = try create("Arms", sets: 6)
        let core = try create("Core", sets: 7)
        try library.load(.recent)
        #expect(library.plans.map(\.name) == ["Core", "Arms", "Legs"])
        clock.advance(by: 60)
        try library.markUsed(legs)
        try library.load(.recent)
        #expect(library.plans.map(\.name) == ["Legs", "Core", "Arms"])
        try library.setFavorite(arms, true)
        try library.setArchived(core, true)
        try library.load(.favorites)
        #expect(library.plans.map(\.name) == ["Arms"])
        try library.load(.archived)
        #expect(library.plans.map(\.name) == ["Core"])
        try library.load(.recent)
        #expect(library.plans.map(\.name) == ["Legs", "Arms"])
        try library.load(.all)
        #expect(library.plans.map(\.name) == ["Arms", "Core", "Legs"])
        let unarchived = try library.setArchived(try library.resolve("core"), false)
        #expect(!unarchived.isArchived && unarchived.updatedAt == core.updatedAt)
    }

    @Test func resolvesByNameOrIdPrefix() throws {
        let library = makeLibrary()
        let legs = try create("Legs", sets: 5)
        try create("Arms", sets: 6)
        #expect(try library.resolve("LEGS").id == legs.id)
        #expect(try library.resolve(legs.id.uuidString).id == legs.id)
        #expect(try library.resolve("00000000-0000-0000-0000-000000000001").id == legs.id)
        #expect(throws: PlanLibraryError.self) { try library.resolve("0000") }
        #expect(throws: PlanLibraryError.self) { try library.resolve("nothing") }
        do {
            _ = try library.resolve("0000")
            Issue.record("expected ambiguity")
        } catch {
            guard case .ambiguous(_, let candidates) = error else { throw error }
            #expect(candidates.count == 2)
        }
    }

    @Test func copiesWithFreshIdentityAndDeletes() throws {
        let library = makeLibrary()
        let original = try create(String(repeating: "L", count: 80))
        try library.setFavorite(original, true)
        let duplicate = try library.copy(try library.resolve(original.id.uuidString))
        #expect(duplicate.id != original.id)
        #expect(duplicate.name.count == 80 && duplicate.name.hasSuffix(" copy"))
        #expect(duplicate.content == original.content && !duplicate.isFavorite)
        try library.delete(duplicate)
        try library.load(.all)
        #expect(library.plans.map(\.id) == [original.id])
        #expect(throws: PlanLibraryError.self) { try library.delete(duplicate) }
    }

    @Test func publishCreatesImmutableNumberedVersions() throws {
        let library = makeLibrary()
        let plan = try create("Versioned")
        guard case .published(let first) = try library.publish(plan) else { Issue.record("not published"); return }
        guard case .unchanged(let same) = try library.publish(plan) else { Issue.record("republished"); return }
        #expect(same == first)
        let editor = PlanEditorViewModel(repository: repository, clock: clock, ids: ids, editing: plan)
        editor.workSeconds = 45
        let edited = try editor.save()
        guard case .published(let second) = try library.publish(edited) else { Issue.record("not published"); return }
        let versions = try library.versions(of: edited)
        #expect(versions.map(\.number) == [1, 2])
        #expect(versions[0].content.workSeconds == 20 && versions[0] == first)
        #expect(second.content.workSeconds == 45)
    }

    @Test func exportThenImportIsAForkWithDedup() throws {
        let library = makeLibrary()
        let plan = try create("Shared plan")
        guard case .published(let version) = try library.publish(plan) else { Issue.record("not published"); return }
        let file = try library.exportDocument(plan).encoded()

        let other = AppDatabase.inMemory()
        let otherLibrary = PlanLibraryViewModel(
            repository: DefaultPlanRepository(database: other), versions: DefaultPlanVersionRepository(database: other),
            clock: clock, ids: SequentialIDProvider())
        guard case .added(let imported) = try otherLibrary.importDocument(file) else {
            Issue.record("not added"); return
        }
        #expect(imported.content == plan.content && imported.forkedFromVersionId == version.id)
        guard case .alreadyInLibrary(let existing) = try otherLibrary.importDocument(file) else {
            Issue.record("duplicate added")
            return
        }
        #expect(existing.id == imported.id)
        try otherLibrary.load(.all)
        #expect(otherLibrary.plans.count == 1)
        guard case .alreadyInLibrary(let mine) = try library.importDocument(file) else { Issue.record("dup"); return }
        #expect(mine.id == plan.id)
    }

    @Test func badFilesAreRefusedAndWriteNothing() throws {
        let library = makeLibrary()
        let samples: [String] = [
            "not json at all",
            #"{"formatVersion": 1, "name": "x"}"#,
            #"{"formatVersion": 7, "name": "x", "setsCount": 8, "workSeconds": 20}"#,
            #"{"formatVersion": 1, "name": "x", "setsCount": 500, "workSeconds": 2}"#,
            #"{"formatVersion": 1, "name": "x", "setsCount": "eight", "workSeconds": 20}"#,
        ]
        var problems: [String] = []
        for sample in samples {
            do {
                _ = try library.importDocument(Data(sample.utf8))
                Issue.record("accepted: \(sample)")
            } catch {
                switch error {
                case .unreadableFile: problems.append("unreadable")
                case .newerFormat(let found, _): problems.append("newer \(found)")
                case .invalidPlanInFile(let issues):
                    problems.append(issues.map(\.field.rawValue).joined(separator: ","))
                default: problems.append("other")
                }
            }
        }
        #expect(problems == ["unreadable", "unreadable", "newer 7", "sets,work", "unreadable"])
        try library.load(.all)
        #expect(library.plans.isEmpty)
    }

    @Test func minimalFilesGetDefaults() throws {
        let library = makeLibrary()
        let outcome = try library.importDocument(
            Data(#"{"formatVersion": 1, "name": "Tiny", "setsCount": 3, "workSeconds": 30}"#.utf8))
        guard case .added(let plan) = outcome else { Issue.record("not added"); return }
        #expect(plan.content == PlanContent(setsCount: 3, workSeconds: 30, restSeconds: 0))
    }
}
