import Foundation
import GRDB
import Shared

/// `PlanVersionRepository` on the app database.
public struct DefaultPlanVersionRepository: PlanVersionRepository {
    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    public func versions(ofPlan planId: UUID) throws -> [PlanVersion] {
        try database.read { db in
            try PlanVersionRecord.filter(PlanVersionRecord.Columns.planId == planId.uuidString.lowercased())
                .order(PlanVersionRecord.Columns.number)
                .fetchAll(db).map { try $0.toDomain() }
        }
    }

    public func fetch(id: UUID) throws -> PlanVersion? {
        try database.read { db in try PlanVersionRecord.fetchOne(db, key: id.uuidString.lowercased())?.toDomain() }
    }

    public func append(
        planId: UUID, id: UUID, status: PlanVersionStatus, name: String, content: PlanContent, createdAt: Date
    ) throws -> PlanVersion {
        try database.write { db in
            let highest =
                try Int.fetchOne(
                    db, sql: "SELECT MAX(number) FROM planVersion WHERE planId = ?",
                    arguments: [planId.uuidString.lowercased()]) ?? 0
            let version = PlanVersion(
                id: id, planId: planId, number: highest + 1, status: status, name: name, content: content,
                createdAt: createdAt)
            try PlanVersionRecord(from: version).insert(db)
            return version
        }
    }
}
