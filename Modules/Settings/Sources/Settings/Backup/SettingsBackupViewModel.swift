import Foundation
import Observation
import Shared

/// Backup of everything (plans, versions, sessions, settings) to one JSON bundle, and its import by merge or replace.
/// 把一切（计划、版本、训练记录、设置）备份为一个 JSON 包，并以合并或替换方式导入。
@MainActor
@Observable
public final class SettingsBackupViewModel {
    /// What the last export or import did.
    public private(set) var report: BackupReport?

    @ObservationIgnored private let repository: any BackupRepository
    @ObservationIgnored private let clock: any WallClock

    public init(repository: any BackupRepository, clock: any WallClock) {
        self.repository = repository
        self.clock = clock
    }

    /// May an import in `mode` go ahead? Merging adds only; replacing asks on a terminal, else needs `--yes`.
    public nonisolated static func confirmation(
        for mode: BackupImportMode, isTerminal: Bool, yes: Bool
    )
        -> BackupConfirmation
    {
        if mode == .merge || yes { return .proceed }
        return isTerminal ? .ask : .refuse
    }

    /// Streams the bundle to `write`, leaving out and reporting rows that cannot be read.
    @discardableResult
    public func export(to write: (Data) throws -> Void) throws -> BackupReport {
        // Errors thrown by `write` and the repository's `RepositoryError`s come back unchanged.
        let result = try repository.export(exportedAt: clock.now(), to: write)
        report = result
        return result
    }

    /// Reads the bundle `file` (as named) from `read` and applies it in one transaction; any problem changes nothing.
    @discardableResult
    public func importBundle(
        mode: BackupImportMode, file: String, from read: () throws -> Data?
    ) throws(BackupFileError) -> BackupReport {
        do {
            let result = try repository.importBundle(mode: mode, from: read)
            report = result
            return result
        } catch {
            throw BackupFileError(error, file: file)
        }
    }
}
