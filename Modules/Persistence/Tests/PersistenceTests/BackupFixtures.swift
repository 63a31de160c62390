import Foundation
import Shared

@testable import Persistence

extension HistoryFixtures {
    /// `populated()` as the app would have saved it: the running session has ended, so a bundle of it imports.
    func exportable() throws -> AppDatabase {
        let database = AppDatabase.inMemory()
        try populateExportable(database)
        return database
    }

    /// Fills `database` as `exportable()` does.
    func populateExportable(_ database: AppDatabase) throws {
        try populate(database)
        let repository = DefaultSessionRepository(database: database)
        for var session in try repository.recent(limit: 100) where session.status == .running {
            session.status = .ended
            session.endedAt = session.startedAt.addingTimeInterval(240.5)
            try repository.save(session)
        }
    }
}
