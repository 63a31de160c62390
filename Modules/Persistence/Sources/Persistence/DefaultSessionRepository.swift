import Foundation
import GRDB
import Shared

/// `SessionRepository` on the app database.
public struct DefaultSessionRepository: SessionRepository {
    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    public func save(_ session: Session) throws {
        try database.write { db in try SessionRecord(from: session).save(db) }
    }

    public func recent(limit: Int) throws -> [Session] {
        try database.read { db in
            try SessionRecord.order(SessionRecord.Columns.startedAt.desc).limit(max(0, limit))
                .fetchAll(db).map { try $0.toDomain() }
        }
    }

    public func fetch(id: UUID) throws -> Session? {
        try database.read { db in try SessionRecord.fetchOne(db, key: id.uuidString.lowercased())?.toDomain() }
    }
}
