import Foundation
import GRDB
import Shared

/// `SessionRepository` on the app database; rows that cannot be read are skipped and reported.
/// 基于应用数据库的 `SessionRepository`；无法读取的行会被跳过并报告。
public struct DefaultSessionRepository: SessionRepository {
    private let database: AppDatabase
    private let onUnreadable: @Sendable (UnreadableRow) -> Void

    /// `onUnreadable` hears each row a listing had to skip.
    public init(database: AppDatabase, onUnreadable: @escaping @Sendable (UnreadableRow) -> Void = { _ in }) {
        self.database = database
        self.onUnreadable = onUnreadable
    }

    public func save(_ session: Session) throws(RepositoryError) {
        try database.write { db in try Self.store(session, in: db) }
    }

    /// One write transaction: a readable row with the session's id is kept as it is, a damaged one replaced.
    public func saveNew(_ session: Session) throws(RepositoryError) -> Bool {
        // A damaged row with the id is the same session's broken copy (ids are random): this intact one repairs it.
        try database.write { db in
            let stored = try Row.fetchOne(
                db, sql: "SELECT * FROM session WHERE id = ?", arguments: [session.id.uuidString.lowercased()])
            if let stored, (try? SessionRecord(row: stored).toDomain()) != nil { return false }
            try Self.store(session, in: db)
            return true
        }
    }

    private static func store(_ session: Session, in db: Database) throws {
        // One statement encoding the row once (`save` encoded it three times: its key, an UPDATE that found nothing,
        // the INSERT). REPLACE rather than an upsert, which needs SQLite 3.35: only the id is unique, no key refers
        // to a session and the table has no trigger, so replacing the row is updating it.
        try SessionRecord(from: session).insert(db, onConflict: .replace)
        // Training a saved plan makes it recent, in the same transaction as its session.
        guard let planId = session.snapshot.planId?.uuidString.lowercased() else { return }
        let lastUsed = PlanRecord.Columns.lastUsedAt
        try PlanRecord.filter(key: planId).filter(lastUsed == nil || lastUsed < session.startedAt)
            .updateAll(db, lastUsed.set(to: session.startedAt))
    }

    /// The newest sessions first, at most `limit` (tests read back what they saved).
    func recent(limit: Int) throws(RepositoryError) -> [Session] {
        try sessions(SessionRecord.order(SessionRecord.Columns.startedAt.desc).limit(max(0, limit)))
    }

    public func fetch(id: UUID) throws(RepositoryError) -> Session? {
        try sessions(SessionRecord.filter(key: id.uuidString.lowercased())).first
    }

    private func sessions(_ request: QueryInterfaceRequest<SessionRecord>) throws(RepositoryError) -> [Session] {
        try database.read { db in
            try RowDecoding.values(request, in: db, table: .session, onUnreadable: onUnreadable) { try $0.toDomain() }
        }
    }
}
