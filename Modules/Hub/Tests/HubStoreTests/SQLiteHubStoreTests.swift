import Foundation
import GRDB
import HubAPI
import HubAdmin
import HubStore
import HubStoreTesting
import SharedTesting
import Testing

/// The store suite on real temporary SQLite files, plus what only the embedded store does (backup, restore).
@Suite struct SQLiteHubStoreTests {
    /// A fresh folder that the test removes.
    private static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "hub-store-\(ProcessInfo.processInfo.processIdentifier)-\(UInt64.random(in: 0...UInt64.max))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test(arguments: HubStoreSuite.checks)
    func sqlite(_ check: HubStoreSuite.Check) async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try SQLiteHubStore(path: folder.appendingPathComponent("hub.sqlite").path)
        try await store.migrate()
        try await check.run(HubStoreFixture(store: store))
        try store.close()
    }

    @Test func migratingTwiceChangesNothingAndForeignFilesAreRefused() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("hub.sqlite").path
        let store = try SQLiteHubStore(path: path)
        try await store.migrate()
        try await store.migrate()
        try store.close()
        let foreign = folder.appendingPathComponent("other.sqlite").path
        // A file holding another program's tables.
        let other = try DatabaseQueue(path: foreign)
        try await other.write { db in try db.execute(sql: "CREATE TABLE plans (id TEXT)") }
        try other.close()
        let wrong = try SQLiteHubStore(path: foreign)
        await #expect(throws: HubStoreError.self) { try await wrong.migrate() }
        try wrong.close()
    }

    @Test func backupAndRestoreRoundTripAndRestoreRefusesOtherFiles() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try SQLiteHubStore(path: folder.appendingPathComponent("hub.sqlite").path)
        try await store.migrate()
        let fixture = HubStoreFixture(store: store)
        let alice = try await fixture.account("alice")
        let post = try await fixture.post(by: alice, .init(setsCount: 8, workSeconds: 20, restSeconds: 10))
        let backup = folder.appendingPathComponent("backup.sqlite").path
        try await store.backup(to: backup)
        await #expect(throws: HubStoreError.self) { try await store.backup(to: backup) }  // never overwrites
        let second = try await fixture.post(by: alice, .init(setsCount: 9, workSeconds: 20, restSeconds: 10))
        try await store.restore(from: backup)
        #expect(try await store.post(id: post.id, viewerId: nil)?.id == post.id)
        #expect(try await store.post(id: second.id, viewerId: nil) == nil)
        let text = folder.appendingPathComponent("notes.txt").path
        try Data("not a database".utf8).write(to: URL(fileURLWithPath: text))
        await #expect(throws: HubStoreError.self) { try await store.restore(from: text) }
        #expect(try await store.post(id: post.id, viewerId: nil)?.id == post.id)  // untouched
        try store.close()
    }

    @Test func seedMakesClearlySyntheticSearchableData() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try await HubOperator.openSQLite(path: folder.appendingPathComponent("hub.sqlite").path)
        let hubOperator = HubOperator(
            store: store, location: "sqlite:hub.sqlite", clock: ManualWallClock(), ids: SequentialIDProvider())
        let line = try await hubOperator.seed(posts: 500, accounts: 20, seed: 7)
        #expect(line.hasPrefix("seeded 20 synthetic accounts and 500 synthetic posts"))
        let listing = try await store.searchPosts(
            HubPostSearch(
                query: HubPostQuery(text: "synthetic", limit: 100), terms: ["synthetic"], cursor: nil, viewerId: nil))
        #expect(listing.posts.count == 100)
        #expect(
            listing.posts.allSatisfy { $0.title.hasPrefix("[synthetic] ") && $0.authorHandle.hasPrefix("synthetic-") })
        #expect(try await store.account(handleKey: "synthetic-000020")?.passwordHash == "!")
        try store.close()
    }
}
