import Foundation
import Persistence
import Shared
import SharedTesting
import Testing

@testable import Settings

@MainActor
@Suite struct SettingsBackupViewModelTests {
    @Test func replacingAsksOnATerminalAndNeedsYesElsewhere() {
        #expect(SettingsBackupViewModel.confirmation(for: .merge, isTerminal: false, yes: false) == .proceed)
        #expect(SettingsBackupViewModel.confirmation(for: .replace, isTerminal: true, yes: false) == .ask)
        #expect(SettingsBackupViewModel.confirmation(for: .replace, isTerminal: false, yes: false) == .refuse)
        #expect(SettingsBackupViewModel.confirmation(for: .replace, isTerminal: false, yes: true) == .proceed)
    }

    @Test func anExportImportsIntoAnEmptyDatabaseAndMergingAgainAddsNothing() throws {
        let source = AppDatabase.inMemory()
        try DefaultSettingsRepository(database: source).set("on", for: .voice)
        try DefaultPlanRepository(database: source).save(
            Plan(
                id: UUID(), name: "Legs", content: PlanContent(setsCount: 8, workSeconds: 20, restSeconds: 10),
                createdAt: Date(timeIntervalSince1970: 0), updatedAt: Date(timeIntervalSince1970: 0)))
        let clock = ManualWallClock()
        var bundle = Data()
        let exported = try SettingsBackupViewModel(repository: DefaultBackupRepository(database: source), clock: clock)
            .export { bundle.append($0) }
        #expect(exported.written == BackupCounts(plans: 1, planVersions: 0, sessions: 0, settings: 1))
        let target = AppDatabase.inMemory()
        let backup = SettingsBackupViewModel(repository: DefaultBackupRepository(database: target), clock: clock)
        var chunks = stride(from: 0, to: bundle.count, by: 100).map { bundle[$0..<min($0 + 100, bundle.count)] }[...]
        let imported = try backup.importBundle(mode: .merge, file: "b.json") { chunks.popFirst().map { Data($0) } }
        #expect(imported.written.plans == 1 && imported.written.settings == 1)
        #expect(try DefaultSettingsRepository(database: target).storedValues() == [.voice: "on"])
        var again = [bundle][...]
        let second = try backup.importBundle(mode: .merge, file: "b.json") { again.popFirst() }
        #expect(second.written == .zero && second.skipped.plans == 1)
        var broken = [Data("{\"formatVersion\": 99}".utf8)][...]
        #expect(throws: BackupFileError(.newerFormat(found: 99, supported: 1), file: "b.json")) {
            try backup.importBundle(mode: .replace, file: "b.json") { broken.popFirst() }
        }
        #expect(try DefaultPlanRepository(database: target).fetch(.all).count == 1, "a refused bundle changes nothing")
    }
}
