import Foundation
import Persistence
import Shared
import SharedTesting
import Testing

@testable import Plans

/// A real repository whose storage also holds rows it cannot read (Persistence tests how such rows arise).
private struct RepositoryWithUnreadableRows: PlanRepository {
    let base: DefaultPlanRepository
    let broken: Set<String>

    func fetch(_ filter: PlanListFilter) throws(RepositoryError) -> [Plan] {
        try base.fetch(filter).filter { !isBroken($0.id) }
    }
    func fetch(id: UUID) throws(RepositoryError) -> Plan? { isBroken(id) ? nil : try base.fetch(id: id) }
    func fetch(contentHash: ContentHash) throws(RepositoryError) -> [Plan] { try base.fetch(contentHash: contentHash) }
    func save(_ plan: Plan) throws(RepositoryError) { try base.save(plan) }
    func delete(id: UUID) throws(RepositoryError) -> Bool { try base.delete(id: id) }
    func unreadable() throws(RepositoryError) -> [UnreadableRow] {
        try base.fetch(.all).map { $0.id.uuidString.lowercased() }.filter(broken.contains).map {
            UnreadableRow(table: .plan, id: $0)
        }
    }
    private func isBroken(_ id: UUID) -> Bool { broken.contains(id.uuidString.lowercased()) }
}

@MainActor
@Suite struct UnreadablePlanTests {
    private static let brokenID = "deadbeef-0000-0000-0000-000000000001"

    /// A library over a real in-memory database holding "Good" and a row for "Broken" that cannot be read.
    private static func library() throws -> (PlanLibraryViewModel, RepositoryWithUnreadableRows, good: Plan) {
        let database = AppDatabase.inMemory()
        let repository = RepositoryWithUnreadableRows(
            base: DefaultPlanRepository(database: database), broken: [brokenID])
        let library = PlanLibraryViewModel(
            repository: repository, versions: DefaultPlanVersionRepository(database: database),
            clock: ManualWallClock(), ids: SequentialIDProvider())
        let content = PlanContent(setsCount: 8, workSeconds: 20, restSeconds: 10)
        let date = Date(timeIntervalSince1970: 0)
        let good = Plan(id: UUID(), name: "Good", content: content, createdAt: date, updatedAt: date)
        try repository.save(good)
        try repository.save(
            Plan(id: UUID(uuidString: brokenID)!, name: "Broken", content: content, createdAt: date, updatedAt: date))
        return (library, repository, good)
    }

    @Test func aPlanRowThatCannotBeReadCanStillBeRemovedByItsIdPrefix() throws {
        let (library, repository, _) = try Self.library()
        #expect(throws: PlanLibraryError.self) { try library.resolve("deadbeef") }
        let row = try #require(try library.unreadablePlan("deadbeef"))
        #expect(try library.unreadablePlan("dead") == row)
        #expect(try library.unreadablePlan("beef") == nil)
        #expect(try library.unreadablePlan("dea") == nil, "too short a prefix to remove anything")
        try library.deleteUnreadable(row)
        #expect(try repository.unreadable().isEmpty)
        #expect(try repository.fetch(.all).map(\.name) == ["Good"])
    }

    @Test func removeAsksForAReadablePlanAndRemovesAnUnreadableOneUnasked() throws {
        let (library, repository, good) = try Self.library()
        var asked: [String] = []
        #expect(
            try library.remove("good") { plan, versions in
                asked.append("\(plan.name) \(versions)")
                return false
            } == .kept(good))
        #expect(asked == ["Good 0"])
        #expect(try repository.fetch(.all).map(\.name) == ["Good"], "a no keeps the plan")
        let unreadable = try library.remove("deadbeef") { _, _ in
            Issue.record("an unreadable row is not asked about")
            return false
        }
        #expect(unreadable == .deletedUnreadable(UnreadableRow(table: .plan, id: Self.brokenID)))
        #expect(try library.remove("Good", confirm: nil) == .deleted(good))
        #expect(try repository.fetch(.all).isEmpty)
        #expect(throws: PlanLibraryError.self) { try library.remove("Good", confirm: nil) }
    }
}
