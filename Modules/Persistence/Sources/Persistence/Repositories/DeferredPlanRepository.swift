import Foundation
import Shared

/// A `PlanRepository` that opens the database for writing only on first use, so a workout never waits for it.
/// 仅在首次使用时才打开数据库写入的 `PlanRepository`，训练从不因此等待数据库。
public struct DeferredPlanRepository: PlanRepository {
    private let database: DeferredDatabase

    public init(path: String, patience: AppDatabase.Patience = .command) {
        database = DeferredDatabase(path: path, patience: patience)
    }

    private var repository: DefaultPlanRepository {
        get throws { DefaultPlanRepository(database: try database.get()) }
    }

    public func fetch(_ filter: PlanListFilter) throws -> [Plan] { try repository.fetch(filter) }
    public func fetch(id: UUID) throws -> Plan? { try repository.fetch(id: id) }
    public func fetch(contentHash: ContentHash) throws -> [Plan] { try repository.fetch(contentHash: contentHash) }
    public func save(_ plan: Plan) throws { try repository.save(plan) }
    public func save(_ plan: Plan, namedBy pick: ([String]) -> String?) throws -> String? {
        try repository.save(plan, namedBy: pick)
    }
    @discardableResult public func delete(id: UUID) throws -> Bool { try repository.delete(id: id) }
    public func unreadable() throws -> [UnreadableRow] { try repository.unreadable() }
}
