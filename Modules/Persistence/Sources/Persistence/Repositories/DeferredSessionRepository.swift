import Foundation
import Shared

/// A workout's `SessionRepository`: opens the database only to save the finished session, so it never delays a start.
/// 供训练使用的 `SessionRepository`：仅在保存已结束的会话时才打开数据库，绝不拖延训练开始。
public struct DeferredSessionRepository: SessionRepository {
    private let database: DeferredDatabase

    /// `creatingFolder`: true only for the default location (see `AppDatabase.openForWriting`).
    public init(path: String, patience: AppDatabase.Patience = .workout, creatingFolder: Bool) {
        database = DeferredDatabase(path: path, patience: patience, creatingFolder: creatingFolder)
    }

    public func save(_ session: Session) throws(RepositoryError) {
        try DefaultSessionRepository(database: database.get()).save(session)
    }

    public func saveNew(_ session: Session) throws(RepositoryError) -> Bool {
        try DefaultSessionRepository(database: database.get()).saveNew(session)
    }

    public func fetch(id: UUID) throws(RepositoryError) -> Session? {
        try DefaultSessionRepository(database: database.get()).fetch(id: id)
    }
}
