import Foundation
import Shared

/// A `SessionRepository` for a workout: it opens the database for writing only when the finished session is
/// saved, with a short patience, so a busy or broken database never delays the start of a workout (the
/// session journal keeps the session until a later save succeeds).
/// 供训练使用的 `SessionRepository`：仅在保存已结束的会话时才以较短的等待打开数据库写入，繁忙或损坏的数据库绝不会拖延训练开始。
public struct DeferredSessionRepository: SessionRepository {
    private let database: DeferredDatabase

    public init(path: String, patience: AppDatabase.Patience = .workout) {
        database = DeferredDatabase(path: path, patience: patience)
    }

    public func save(_ session: Session) throws { try DefaultSessionRepository(database: database.get()).save(session) }

    public func recent(limit: Int) throws -> [Session] {
        try DefaultSessionRepository(database: database.get()).recent(limit: limit)
    }

    public func fetch(id: UUID) throws -> Session? {
        try DefaultSessionRepository(database: database.get()).fetch(id: id)
    }
}
