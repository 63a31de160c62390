import Foundation
import Shared
import Testing

@testable import Persistence

/// What the home reads: plans a page at a time and counted, names matched literally; the read door that
/// opens the write door at the first write.
@Suite struct PagedReadTests {
    private let folder = TemporaryDirectory()
    private let now = Date(timeIntervalSince1970: 1_800_000_000)

    private func plan(_ number: Int, _ name: String) -> Plan {
        Plan(
            id: UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", number))!, name: name,
            content: PlanContent(setsCount: 8, workSeconds: 20, restSeconds: 10), createdAt: now,
            updatedAt: now.addingTimeInterval(Double(number)))
    }

    @Test func pagesFollowEachPartsOrderAndNamesMatchLiterally() throws {
        let repository = DefaultPlanRepository(database: AppDatabase.inMemory())
        let names = ["Legs", "legs 100%", "Arms_2", "Arms", "Core", "Legs b"]
        for (number, name) in names.enumerated() { try repository.save(plan(number, name)) }
        #expect(try repository.count(.all, matching: "") == 6)
        #expect(try repository.fetch(.all, matching: "", offset: 1, limit: 2).map(\.name) == ["Arms_2", "Core"])
        #expect(try repository.fetch(.all, matching: "", offset: 4, limit: 10).map(\.name) == ["legs 100%", "Legs b"])
        #expect(try repository.fetch(.all, matching: "", offset: 0, limit: 0).isEmpty)
        #expect(try repository.count(.all, matching: " LEGS ") == 3, "any case, surrounding spaces ignored")
        #expect(try repository.fetch(.all, matching: "%", offset: 0, limit: 10).map(\.name) == ["legs 100%"])
        #expect(try repository.fetch(.all, matching: "_", offset: 0, limit: 10).map(\.name) == ["Arms_2"])
        #expect(try repository.count(.all, matching: "s_") == 1, "`_` is no wildcard")
        #expect(try repository.names().count == 6)
        let recent = try repository.fetch(.recent, matching: "", offset: 0, limit: 3).map(\.name)
        #expect(try recent == repository.fetch(.recent).prefix(3).map(\.name))
    }

    @Test func theReadDoorOpensTheWriteDoorAtTheFirstWriteAndReadsThroughItThen() throws {
        let path = folder.file("sub/interfit.sqlite")
        let database = try AppDatabase.openForReadingUntilWrite(path: path, creatingFolder: true)
        #expect(!FileManager.default.fileExists(atPath: path), "reading creates nothing")
        let repository = DefaultPlanRepository(database: database)
        #expect(try repository.fetch(.all).isEmpty)
        try repository.save(plan(1, "Legs"))
        #expect(FileManager.default.fileExists(atPath: path))
        #expect(try repository.fetch(.all).map(\.name) == ["Legs"], "read back through the write door")
        let other = DefaultPlanRepository(database: try AppDatabase.openForWriting(path: path))
        try other.save(plan(2, "Arms"))
        #expect(try repository.count(.all, matching: "") == 2, "another connection's write is seen")
    }
}
