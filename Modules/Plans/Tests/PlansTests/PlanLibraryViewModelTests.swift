import Foundation
import Persistence
import Shared
import SharedTesting
import Testing

@testable import Plans

/// The library on a real in-memory database: listing, resolving, copies, versions, plan files.
/// 计划库（真实内存数据库）：列表、解析、复制、版本与计划文件。
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

    @Test func flagChangesSetAndClearTheirFlag() throws {
        let library = makeLibrary()
        var legs = try create("Legs")
        legs = try library.apply(.favorite, to: legs)
        #expect(legs.isFavorite && !legs.isArchived)
        legs = try library.apply(.archive, to: legs)
        #expect(legs.isFavorite && legs.isArchived)
        legs = try library.apply(.unfavorite, to: try library.apply(.unarchive, to: legs))
        #expect(!legs.isFavorite && !legs.isArchived)
        #expect(try repository.fetch(id: legs.id) == legs)
    }

    @Test func listsRecentByLastUseAndFiltersFavoritesAndArchive() throws {
        let library = makeLibrary()
        let legs = try create("Legs", sets: 5)
        let arms = try create("Arms", sets: 6)
        let core = try create("Core", sets: 7)
        try library.load(.recent)
        #expect(library.plans.map(\.name) == ["Core", "Arms", "Legs"])
        clock.advance(by: 60)
        var used = legs  // a workout records its plan's last use when it saves the session
        used.lastUsedAt = clock.now()
        try repository.save(used)
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
        let original = try create("Legs")
        try library.setFavorite(original, true)
        let duplicate = try library.copy(try library.resolve(original.id.uuidString))
        #expect(duplicate.id != original.id)
        #expect(duplicate.name == "Legs (2)")
        #expect(duplicate.content == original.content && !duplicate.isFavorite)
        try library.delete(duplicate)
        try library.load(.all)
        #expect(library.plans.map(\.id) == [original.id])
        do {
            try library.delete(duplicate)
            Issue.record("deleted twice")
        } catch {
            guard case .notFound(let reference) = error else { throw error }
            #expect(reference == duplicate.id.uuidString.lowercased())
        }
    }

    @Test func copiesPickTheFirstFreeNameWithinTheLimits() throws {
        let library = makeLibrary()
        let legs = try create("Legs")
        try create("LEGS (2)", sets: 3)
        #expect(try library.copy(legs).name == "Legs (3)")
        #expect(try library.copy(legs).name == "Legs (4)")
        let long = try create(String(repeating: "L", count: 80), sets: 4)
        let copy = try library.copy(long)
        #expect(copy.name == String(repeating: "L", count: 76) + " (2)")
        #expect(PlanRules.validate(name: copy.name, content: copy.content).isEmpty)
        try library.load(.all)
        #expect(Set(library.plans.map { PlanRules.nameKey($0.name) }).count == library.plans.count)
    }

    @Test func resolvePrefersTheExactNameOverLongerNamesThatStartWithIt() throws {
        let library = makeLibrary()
        let legsDay = try create("Legs day")
        let legs = try create("Legs", sets: 5)
        let legsNight = try create("Legs night", sets: 6)
        #expect(try library.resolve("legs").id == legs.id)
        #expect(try library.resolve("  LEGS ").id == legs.id)
        #expect(try library.resolve("legs d").id == legsDay.id)
        #expect(try library.resolve("Legs N").id == legsNight.id)
        do {
            _ = try library.resolve("leg")
            Issue.record("expected ambiguity")
        } catch {
            guard case .ambiguous(let reference, let candidates) = error else { throw error }
            #expect(reference == "leg" && Set(candidates.map(\.id)) == [legs.id, legsDay.id, legsNight.id])
        }
        try library.setArchived(legs, true)
        #expect(try library.resolve("legs").id == legs.id, "archived plans are still found")
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
        guard case .added(let imported) = try otherLibrary.importDocument(file, file: "shared.json") else {
            Issue.record("not added"); return
        }
        #expect(imported.content == plan.content && imported.forkedFromVersionId == version.id)
        guard case .alreadyInLibrary(let existing) = try otherLibrary.importDocument(file, file: "shared.json") else {
            Issue.record("duplicate added")
            return
        }
        #expect(existing.id == imported.id)
        try otherLibrary.load(.all)
        #expect(otherLibrary.plans.count == 1)
        guard case .alreadyInLibrary(let mine) = try library.importDocument(file, file: "shared.json") else {
            Issue.record("dup"); return
        }
        #expect(mine.id == plan.id)
    }

    @Test func badFilesAreRefusedWithTypedReasonsAndWriteNothing() throws {
        let library = makeLibrary()
        let samples: [String] = [
            "not json at all",
            "",
            "[1, 2]",
            #"{"formatVersion": 1, "name": "x"}"#,
            #"{"formatVersion": 7, "name": "x", "setsCount": 8, "workSeconds": 20}"#,
            #"{"formatVersion": 0, "name": "x", "setsCount": 8, "workSeconds": 20}"#,
            #"{"formatVersion": "1", "name": "x", "setsCount": 8, "workSeconds": 20}"#,
            #"{"formatVersion": 1, "name": "x", "setsCount": 500, "workSeconds": 2}"#,
            #"{"formatVersion": 1, "name": "x", "setsCount": "eight", "workSeconds": 20}"#,
            #"{"formatVersion": 1, "name": "x", "setsCount": 8, "workSeconds": 20, "exercises": ["a", 2]}"#,
            #"{"formatVersion": 1, "name": "x", "setsCount": 8, "workSeconds": 20, "versionId": "nope"}"#,
            #"{"formatVersion": 1, "name": "x", "setsCount": 1e30, "workSeconds": 20}"#,
            #"{"formatVersion": 1, "name": "   ", "setsCount": 8, "workSeconds": 20}"#,
            #"{"formatVersion": 1, "name": "x", "setsCount": 8, "workSeconds": 20.5}"#,
        ]
        var problems: [String] = []
        for sample in samples {
            do {
                _ = try library.importDocument(Data(sample.utf8), file: "sample.json")
                Issue.record("accepted: \(sample)")
            } catch {
                switch error {
                case .badFile(.unreadable(let problem), "sample.json"): problems.append("\(problem)")
                case .badFile(.newerFormat(let found, let supported), "sample.json"):
                    problems.append("newer \(found) > \(supported)")
                case .badFile(.invalidPlan(let issues), "sample.json"):
                    problems.append(issues.map(\.field.rawValue).joined(separator: ","))
                default: problems.append("other")
                }
            }
        }
        #expect(
            problems == [
                "notJSON", "notJSON", "notAnObject", #"missingField("setsCount")"#, "newer 7 > 1",
                #"invalidValue(path: "formatVersion")"#, #"wrongType(path: "formatVersion")"#, "sets,work",
                #"wrongType(path: "setsCount")"#, #"wrongType(path: "exercises[1]")"#,
                #"invalidValue(path: "versionId")"#, #"invalidValue(path: "setsCount")"#, "name",
                #"invalidValue(path: "workSeconds")"#,
            ])
        try library.load(.all)
        #expect(library.plans.isEmpty)
    }

    @Test func oversizedFilesAreRefusedBeforeParsing() throws {
        let library = makeLibrary()
        let padding = String(repeating: " ", count: PlanExchangeDocument.maximumFileBytes)
        let file = Data((#"{"formatVersion": 1, "name": "x", "setsCount": 8, "workSeconds": 20}"# + padding).utf8)
        do {
            _ = try library.importDocument(file, file: "shared.json")
            Issue.record("accepted an oversized file")
        } catch {
            guard case .badFile(.unreadable(let problem), _) = error else { throw error }
            #expect(problem == .tooLarge(maximumBytes: 1_048_576, actual: file.count))
        }
    }

    @Test func exportWritesLowerCaseIdsAndKeepsMusic() throws {
        let library = PlanLibraryViewModel(
            repository: repository, versions: DefaultPlanVersionRepository(database: database), clock: clock,
            ids: LetteredIDProvider())
        var plan = try create("Loud")
        plan.content.music = MusicPlan(work: [MusicSelection(source: .local, reference: "/music/Run.mp3")])
        try repository.save(plan)
        guard case .published(let version) = try library.publish(plan) else { Issue.record("not published"); return }
        #expect(version.id.uuidString.hasPrefix("ABCDEF"), "this test's ids have letters")
        let text = String(decoding: try library.exportDocument(plan).encoded(), as: UTF8.self)
        // The version id is written in lower case.
        #expect(
            text == """
                {
                  "contentHash" : "e3e4dc6e610952d7",
                  "cooldownSeconds" : 0,
                  "exercises" : [

                  ],
                  "formatVersion" : 1,
                  "music" : {
                    "perSet" : [

                    ],
                    "rest" : [

                    ],
                    "strategy" : "global",
                    "work" : [
                      {
                        "mode" : "continue",
                        "reference" : "/music/Run.mp3",
                        "source" : "local"
                      }
                    ]
                  },
                  "name" : "Loud",
                  "restSeconds" : 10,
                  "roundRestSeconds" : 0,
                  "rounds" : 1,
                  "setsCount" : 8,
                  "versionId" : "abcdef00-0000-0000-0000-000000000001",
                  "warmupSeconds" : 0,
                  "workSeconds" : 20
                }

                """)
        let other = AppDatabase.inMemory()
        let otherLibrary = PlanLibraryViewModel(
            repository: DefaultPlanRepository(database: other), versions: DefaultPlanVersionRepository(database: other),
            clock: clock, ids: SequentialIDProvider())
        guard case .added(let imported) = try otherLibrary.importDocument(Data(text.utf8), file: "old.json") else {
            Issue.record("not added")
            return
        }
        #expect(imported.content == plan.content && imported.contentHash == plan.contentHash)
        #expect(imported.forkedFromVersionId == version.id)
    }

    @Test func importsPickAFreeTrimmedName() throws {
        let library = makeLibrary()
        try create("Legs", sets: 5)
        let file = Data(#"{"formatVersion": 1, "name": "  legs ", "setsCount": 9, "workSeconds": 30}"#.utf8)
        guard case .added(let imported) = try library.importDocument(file, file: "shared.json") else {
            Issue.record("not added"); return
        }
        #expect(imported.name == "legs (2)")
        let fresh = Data(#"{"formatVersion": 1, "name": " Arms ", "setsCount": 4, "workSeconds": 30}"#.utf8)
        guard case .added(let arms) = try library.importDocument(fresh, file: "fresh.json") else {
            Issue.record("not added"); return
        }
        #expect(arms.name == "Arms")
    }

    @Test func minimalFilesGetDefaults() throws {
        let library = makeLibrary()
        let outcome = try library.importDocument(
            Data(#"{"formatVersion": 1, "name": "Tiny", "setsCount": 3, "workSeconds": 30}"#.utf8), file: "tiny.json")
        guard case .added(let plan) = outcome else { Issue.record("not added"); return }
        #expect(plan.content == PlanContent(setsCount: 3, workSeconds: 30, restSeconds: 0))
    }
}

/// Ids `ABCDEF00-…-000000000001`, … : upper-case letters in `uuidString`, to catch ids written without lower-casing.
/// 含字母的编号（`ABCDEF00-…`），用于发现未转为小写的编号。
private final class LetteredIDProvider: IDProvider {
    private let sequence = SequentialIDProvider()

    func makeID() -> UUID {
        UUID(uuidString: "ABCDEF" + sequence.makeID().uuidString.dropFirst(6))!
    }
}
