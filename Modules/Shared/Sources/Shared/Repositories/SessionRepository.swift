import Foundation

/// Storage of the training history.
/// 训练历史的存储。
public protocol SessionRepository: Sendable {
    /// Inserts the session, or replaces the stored one with the same id, in one transaction.
    func save(_ session: Session) throws(RepositoryError)
    func fetch(id: UUID) throws(RepositoryError) -> Session?
    /// Saves the session unless a readable one with its id is stored (never replaced); false when one was there.
    func saveNew(_ session: Session) throws(RepositoryError) -> Bool
}

extension SessionRepository {
    /// Looks first, then saves: for stores with no transaction of their own (the app's database decides in one).
    public func saveNew(_ session: Session) throws(RepositoryError) -> Bool {
        if try fetch(id: session.id) != nil { return false }
        try save(session)
        return true
    }
}
