import Foundation
import GRDB
import Shared

/// `PlanRepository` on the app database.
public struct DefaultPlanRepository: PlanRepository {
    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    public func fetch(_ filter: PlanListFilter) throws -> [Plan] {
        let byName = PlanRecord.Columns.name.collating(.localizedCaseInsensitiveCompare)
        let request: QueryInterfaceRequest<PlanRecord> =
            switch filter {
            case .recent:
                PlanRecord.filter(PlanRecord.Columns.isArchived == false)
                    .order(PlanRecord.Columns.lastUsedAt.desc, PlanRecord.Columns.updatedAt.desc)
            case .favorites:
                PlanRecord.filter(PlanRecord.Columns.isFavorite == true && PlanRecord.Columns.isArchived == false)
                    .order(byName)
            case .all:
                PlanRecord.order(byName)
            case .archived:
                PlanRecord.filter(PlanRecord.Columns.isArchived == true).order(byName)
            }
        return try database.read { db in try request.fetchAll(db).map { try $0.toDomain() } }
    }

    public func fetch(id: UUID) throws -> Plan? {
        try database.read { db in try PlanRecord.fetchOne(db, key: id.uuidString.lowercased())?.toDomain() }
    }

    public func fetch(contentHash: ContentHash) throws -> [Plan] {
        try database.read { db in
            try PlanRecord.filter(PlanRecord.Columns.contentHash == contentHash.value)
                .order(PlanRecord.Columns.updatedAt.desc)
                .fetchAll(db).map { try $0.toDomain() }
        }
    }

    public func save(_ plan: Plan) throws {
        try database.write { db in try PlanRecord(from: plan).save(db) }
    }

    @discardableResult public func delete(id: UUID) throws -> Bool {
        try database.write { db in try PlanRecord.deleteOne(db, key: id.uuidString.lowercased()) }
    }
}
