import Foundation
import Shared
import Testing

@testable import Persistence

/// `merge` adds what is missing by id, never duplicates a plan's content, and renames clashing names.
/// `merge` 按编号补充缺少的内容，不重复相同内容的计划，并为冲突的名称改名。
@Suite struct BackupMergeTests {
    private let fixtures = HistoryFixtures()

    @Test func mergeIntoTheSameDatabaseAddsNothing() throws {
        let database = try fixtures.populated()
        let (bundle, _) = try BundleIO.export(database)
        let report = try BundleIO.load(bundle, into: database, mode: .merge)
        #expect(report.written == .zero)
        #expect(report.skipped == BackupCounts(plans: 2, planVersions: 2, sessions: 4, settings: 2))
        #expect(try BundleIO.export(database).text == bundle)
    }

    @Test func mergeAddsOnlyWhatIsMissing() throws {
        let source = try fixtures.populated()
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

    @Test func versionsBeforeTheirDuplicatePlanAreSkippedToo() throws {
        let source = AppDatabase.inMemory()
        let legs = fixtures.plan("Legs")
        try fixtures.save(legs, versions: 2, in: source)
        let target = AppDatabase.inMemory()
        var mine = fixtures.plan("Mine")
        mine.content = legs.content
        try fixtures.save(mine, in: target)
        let bundle = try BundleIO.export(source).text
        let reordered = try Self.swapping("plans", "planVersions", in: bundle)
        let report = try BundleIO.load(reordered, into: target, mode: .merge)
        #expect(report.written == .zero)
        #expect(report.skipped == BackupCounts(plans: 1, planVersions: 2))
        #expect(try DefaultPlanVersionRepository(database: target).versions(ofPlan: legs.id).isEmpty)
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
