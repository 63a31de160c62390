import Foundation
import Shared

/// A `PlanRepository` that opens the database for writing only on first use, so a workout never waits for it.
/// 仅在首次使用时才打开数据库写入的 `PlanRepository`，训练从不因此等待数据库。
public struct DeferredPlanRepository: PlanRepository {
    private let database: DeferredDatabase

    /// `creatingFolder`: true only for the default location (see `AppDatabase.openForWriting`).
    public init(path: String, patience: AppDatabase.Patience = .command, creatingFolder: Bool) {
        database = DeferredDatabase(path: path, patience: patience, creatingFolder: creatingFolder)
    }

    private var repository: DefaultPlanRepository {
        get throws(RepositoryError) { DefaultPlanRepository(database: try database.get()) }
    }

    public func fetch(_ filter: PlanListFilter) throws(RepositoryError) -> [Plan] { try repository.fetch(filter) }
    public func fetch(id: UUID) throws(RepositoryError) -> Plan? { try repository.fetch(id: id) }
    public func fetch(contentHash: ContentHash) throws(RepositoryError) -> [Plan] {
        try repository.fetch(contentHash: contentHash)
    }
    public func save(_ plan: Plan) throws(RepositoryError) { try repository.save(plan) }
    public func save(_ plan: Plan, namedBy pick: ([String]) -> String?) throws(RepositoryError) -> String? {
        try repository.save(plan, namedBy: pick)
    }
    @discardableResult public func delete(id: UUID) throws(RepositoryError) -> Bool { try repository.delete(id: id) }
    public func unreadable() throws(RepositoryError) -> [UnreadableRow] { try repository.unreadable() }
}
