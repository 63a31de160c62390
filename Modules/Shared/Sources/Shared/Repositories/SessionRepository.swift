import Foundation

/// Storage of the training history.
/// 训练历史的存储。
public protocol SessionRepository: Sendable {
    /// Inserts the session, or replaces the stored one with the same id, in one transaction.
    func save(_ session: Session) throws(RepositoryError)
    func fetch(id: UUID) throws(RepositoryError) -> Session?
}
