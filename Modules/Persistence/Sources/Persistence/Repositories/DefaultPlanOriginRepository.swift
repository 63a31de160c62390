import Foundation
import GRDB
import Shared

/// `PlanOriginRepository` on the app database: applied plans saved with their origin in one write.
/// 基于应用数据库的 `PlanOriginRepository`：已应用的计划与其来源在同一次写入中保存。
public struct DefaultPlanOriginRepository: PlanOriginRepository {
    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    public func plans(appliedFrom contentHash: ContentHash) throws(RepositoryError) -> [Plan] {
        try database.read { db in
            let origins = PlanOriginRecord.filter(PlanOriginRecord.Columns.contentHash == contentHash.value)
                .select(PlanOriginRecord.Columns.planId)
            let request = PlanRecord.filter(origins.contains(PlanRecord.Columns.id))
                .order(PlanRecord.Columns.updatedAt.desc)
            return try RowDecoding.values(request, in: db, table: .plan, onUnreadable: { _ in }) { try $0.toDomain() }
        }
    }

    public func origin(ofPlan planId: UUID) throws(RepositoryError) -> PlanOrigin? {
        try database.read { db in
            try PlanOriginRecord.fetchOne(db, key: planId.uuidString.lowercased())?.toDomain()
        }
    }

    public func saveApplied(
        _ plan: Plan, origin: PlanOrigin, namedBy pick: ([String]) -> String?
    ) throws(RepositoryError) -> String? {
        // One write transaction (IMMEDIATE): the name, the plan and its origin land together or not at all.
        try database.write { db in
            let id = plan.id.uuidString.lowercased()
            let others = try String.fetchAll(db, sql: "SELECT name FROM plan WHERE id != ?", arguments: [id])
            guard let name = pick(others) else { return nil }
            var named = plan
            named.name = name
            try PlanRecord(from: named).save(db)
            try PlanOriginRecord(planId: plan.id, origin: origin).save(db)
            return name
        }
    }
}
