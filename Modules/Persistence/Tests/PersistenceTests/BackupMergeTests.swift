import Foundation
import Shared
import Testing

@testable import Persistence

/// `merge` adds what is missing by id, never duplicates a plan's content, and renames clashing names.
/// `merge` 按编号补充缺少的内容，不重复相同内容的计划，并为冲突的名称改名。
@Suite struct BackupMergeTests {
    private let fixtures = HistoryFixtures()

    @Test func mergeIntoTheSameDatabaseAddsNothing() throws {
        let database = try fixtures.exportable()
        let (bundle, _) = try BundleIO.export(database)
        let report = try BundleIO.load(bundle, into: database, mode: .merge)
        #expect(report.written == .zero)
        #expect(report.skipped == BackupCounts(plans: 2, planVersions: 2, sessions: 4, settings: 2))
        #expect(try BundleIO.export(database).text == bundle)
    }

    @Test func mergeAddsOnlyWhatIsMissing() throws {
        let source = try fixtures.exportable()
        let target = AppDatabase.inMemory()
        let sessions = try DefaultSessionRepository(database: source).recent(limit: 10)
        try fixtures.save([sessions[0]], in: target)
        try DefaultSettingsRepository(database: target).set("on", for: .bell)
        let report = try BundleIO.load(try BundleIO.export(source).text, into: target, mode: .merge)
        #expect(report.written == BackupCounts(plans: 2, planVersions: 2, sessions: 3, settings: 1))
        #expect(report.skipped == BackupCounts(plans: 0, planVersions: 0, sessions: 1, settings: 1))
        #expect(try DefaultSessionRepository(database: target).recent(limit: 10) == sessions)
        #expect(try DefaultSettingsRepository(database: target).storedValues() == [.bell: "on", .voiceLanguage: "zh"])
    }

    @Test func aPlanWithTheSameContentIsNotDuplicatedNorAreItsVersions() throws {
        let source = AppDatabase.inMemory()
        let legs = fixtures.plan("Legs")
        try fixtures.save(legs, versions: 2, in: source)
        let target = AppDatabase.inMemory()
        var mine = fixtures.plan("My legs")
        mine.content = legs.content
        try fixtures.save(mine, versions: 1, in: target)
        let report = try BundleIO.load(try BundleIO.export(source).text, into: target, mode: .merge)
        #expect(report.written == .zero)
        #expect(report.skipped == BackupCounts(plans: 1, planVersions: 2))
        #expect(try DefaultPlanRepository(database: target).fetch(.all).map(\.name) == ["My legs"])
        #expect(try DefaultPlanVersionRepository(database: target).versions(ofPlan: mine.id).count == 1)
    }

    /// A source plan "Src" with two versions (its own content, then another) and two sessions; a target "Mine"
    /// with Src's content and `mineVersions` versions of it.
    private func twins(mineVersions: Int) throws -> (source: AppDatabase, target: AppDatabase, src: Plan, mine: Plan) {
        let source = AppDatabase.inMemory()
        let src = fixtures.plan("Src")
        let versions = DefaultPlanVersionRepository(database: source)
        try fixtures.save(src, in: source)
        var changed = src.content
        changed.restSeconds += 1
        for content in [src.content, changed] {
            _ = try versions.append(
                planId: src.id, id: fixtures.ids.makeID(), status: .published, name: "Src", content: content,
                createdAt: fixtures.base)
        }
        try fixtures.save([fixtures.session(of: src, offset: 0), fixtures.session(of: src, offset: 600)], in: source)
        let target = AppDatabase.inMemory()
        var mine = fixtures.plan("Mine")
        mine.content = src.content
        try fixtures.save(mine, versions: mineVersions, in: target)
        return (source, target, src, mine)
    }

    /// The planId column and the snapshot of every session in `database`.
    private func sessionPlans(_ database: AppDatabase) throws -> [UUID?] {
        let columns = try database.read { db in try String?.fetchAll(db, sql: "SELECT planId FROM session") }
        let snapshots = try DefaultSessionRepository(database: database).recent(limit: 100).map(\.snapshot.planId)
        return columns.map { $0.flatMap(UUID.init(uuidString:)) } + snapshots
    }

    @Test func aMergedPlanTakesTheBundlesVersionsAndSessions() throws {
        let (source, target, src, mine) = try twins(mineVersions: 0)
        let report = try BundleIO.load(try BundleIO.export(source).text, into: target, mode: .merge)
        #expect(report.written == BackupCounts(planVersions: 2, sessions: 2))
        #expect(report.skipped == BackupCounts(plans: 1))
        #expect(try DefaultPlanRepository(database: target).fetch(.all).map(\.id) == [mine.id])
        let bundled = try DefaultPlanVersionRepository(database: source).versions(ofPlan: src.id)
        let merged = try DefaultPlanVersionRepository(database: target).versions(ofPlan: mine.id)
        #expect(merged.map(\.number) == [1, 2])
        #expect(merged.map(\.id) == bundled.map(\.id))
        #expect(merged.map(\.contentHash) == bundled.map(\.contentHash))
        #expect(try sessionPlans(target) == Array(repeating: mine.id, count: 4))
        #expect(try target.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM planVersion") } == 2)
    }

    @Test func versionsWhoseContentThePlanHasAreNotDuplicatedAndTheRestAreNumberedAfterIt() throws {
        let (source, target, src, mine) = try twins(mineVersions: 1)
        let report = try BundleIO.load(try BundleIO.export(source).text, into: target, mode: .merge)
        #expect(report.written == BackupCounts(planVersions: 1, sessions: 2))
        #expect(report.skipped == BackupCounts(plans: 1, planVersions: 1))
        let bundled = try DefaultPlanVersionRepository(database: source).versions(ofPlan: src.id)
        let merged = try DefaultPlanVersionRepository(database: target).versions(ofPlan: mine.id)
        try #require(merged.map(\.number) == [1, 2])
        #expect(merged[1].id == bundled[1].id && merged[1].content == bundled[1].content)
        #expect(try sessionPlans(target) == Array(repeating: mine.id, count: 4))
        // A second merge finds everything there.
        let again = try BundleIO.load(try BundleIO.export(source).text, into: target, mode: .merge)
        #expect(again.written == .zero)
        #expect(again.skipped == BackupCounts(plans: 1, planVersions: 2, sessions: 2))
    }

    @Test func rowsBeforeTheirMergedPlanGoToItToo() throws {
        let (source, target, _, mine) = try twins(mineVersions: 1)
        let bundle = try BundleIO.export(source).text
        let inOrder = AppDatabase.inMemory()
        try BundleIO.load(try BundleIO.export(target).text, into: inOrder, mode: .replace)
        let expected = try BundleIO.load(bundle, into: inOrder, mode: .merge)
        // planVersions, plans, sessions; then planVersions, sessions, plans.
        let versionsFirst = try Self.swapping("plans", "planVersions", in: bundle)
        let plansLast = try Self.swapping("plans", "sessions", in: versionsFirst)
        #expect(try BundleIO.load(plansLast, into: target, mode: .merge) == expected)
        #expect(try BundleIO.export(target).text == BundleIO.export(inOrder).text)
        #expect(try sessionPlans(target) == Array(repeating: mine.id, count: 4))
    }

    @Test func aClashingNameGetsAFreeName() throws {
        let source = AppDatabase.inMemory()
        try fixtures.save(fixtures.plan("Legs", sets: 4), in: source)
        try fixtures.save(fixtures.plan("legs (2)", sets: 5), in: source)
        let target = AppDatabase.inMemory()
        try fixtures.save(fixtures.plan(" LEGS ", sets: 6), in: target)
        let report = try BundleIO.load(try BundleIO.export(source).text, into: target, mode: .merge)
        #expect(report.written == BackupCounts(plans: 2))
        let names = try DefaultPlanRepository(database: target).fetch(.all).map(\.name).sorted()
        // Plans are added in bundle order: "Legs" takes "Legs (2)", so the bundle's own "legs (2)" moves on.
        #expect(names == [" LEGS ", "Legs (2)", "legs (2) (2)"])
    }

    @Test func mergeKeepsVersionsOfAPlanAlreadyThere() throws {
        let source = AppDatabase.inMemory()
        let legs = fixtures.plan("Legs")
        let versions = try fixtures.save(legs, versions: 3, in: source)
        let target = AppDatabase.inMemory()
        try fixtures.save(legs, in: target)
        _ = try DefaultPlanVersionRepository(database: target).append(
            planId: legs.id, id: fixtures.ids.makeID(), status: .draft, name: "Legs", content: legs.content,
            createdAt: fixtures.base)
        let report = try BundleIO.load(try BundleIO.export(source).text, into: target, mode: .merge)
        #expect(report.written == BackupCounts(planVersions: 2))
        #expect(report.skipped == BackupCounts(plans: 1, planVersions: 1))
        let numbers = try DefaultPlanVersionRepository(database: target).versions(ofPlan: legs.id).map(\.number)
        #expect(numbers == [1, 2, 3])
        #expect(try DefaultPlanVersionRepository(database: target).fetch(id: versions[0].id) == nil)
    }

    /// The bundle with the values of two top-level arrays exchanged (keys too), as a tool sorting keys might.
    static func swapping(_ first: String, _ second: String, in bundle: String) throws -> String {
        let lines = bundle.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func block(_ key: String) throws -> Range<Int> {
            let start = try #require(lines.firstIndex { $0.hasPrefix("\"\(key)\":[") })
            if lines[start].hasSuffix("],") { return start..<start + 1 }
            let end = try #require(lines[start...].firstIndex { $0 == "]," })
            return start..<end + 1
        }
        let (a, b) = (try block(first), try block(second))
        #expect(a.upperBound == b.lowerBound)
        return (lines[..<a.lowerBound] + lines[b] + lines[a] + lines[b.upperBound...]).joined(separator: "\n")
    }
}
