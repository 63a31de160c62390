import Foundation
import GRDB
import Shared

/// `PlanVersionRepository` on the app database; rows that cannot be read are skipped and reported.
/// 基于应用数据库的 `PlanVersionRepository`；无法读取的行会被跳过并报告。
public struct DefaultPlanVersionRepository: PlanVersionRepository {
    private let database: AppDatabase
    private let onUnreadable: @Sendable (UnreadableRow) -> Void

    /// `onUnreadable` hears each row a listing had to skip.
    public init(database: AppDatabase, onUnreadable: @escaping @Sendable (UnreadableRow) -> Void = { _ in }) {
        self.database = database
        self.onUnreadable = onUnreadable
    }

    public func versions(ofPlan planId: UUID) throws(RepositoryError) -> [PlanVersion] {
        try versions(
            PlanVersionRecord.filter(PlanVersionRecord.Columns.planId == planId.uuidString.lowercased())
                .order(PlanVersionRecord.Columns.number))
    }

    public func fetch(id: UUID) throws(RepositoryError) -> PlanVersion? {
        try versions(PlanVersionRecord.filter(key: id.uuidString.lowercased())).first
    }

    public func versions(idPrefix prefix: String, limit: Int) throws(RepositoryError) -> [PlanVersion] {
        // Ids are stored lower-case; a range on the primary key finds the prefix without a scan.
        let low = prefix.lowercased()
        return try versions(
            PlanVersionRecord.filter(PlanVersionRecord.Columns.id >= low && PlanVersionRecord.Columns.id < low + "~")
                .order(PlanVersionRecord.Columns.id).limit(max(0, limit)))
    }

    private func versions(_ request: QueryInterfaceRequest<PlanVersionRecord>) throws(RepositoryError) -> [PlanVersion]
    {
        try database.read { db in
            try RowDecoding.values(request, in: db, table: .planVersion, onUnreadable: onUnreadable) {
                try $0.toDomain()
            }
        }
    }

    public func append(
        planId: UUID, id: UUID, status: PlanVersionStatus, name: String, content: PlanContent, createdAt: Date
    ) throws(RepositoryError) -> PlanVersion {
        try database.write { db in
            // Numbers outside the readable range are damage: counting on from one (Int.max) would overflow.
            let highest =
                try Int.fetchOne(
                    db,
                    sql: """
                        SELECT MAX(number) FROM planVersion WHERE planId = ? AND typeof(number) IN ('integer', 'real')
                          AND number BETWEEN 1 AND ?
                        """,
                    arguments: [planId.uuidString.lowercased(), PlanVersionRecord.numbers.upperBound]) ?? 0
            let version = PlanVersion(
                id: id, planId: planId, number: highest + 1, status: status, name: name, content: content,
                createdAt: createdAt)
            try PlanVersionRecord(from: version).insert(db)
            return version
        }
    }
}
