import Foundation
import HubAPI
import HubRules
import HubStore
import Shared

/// The operator's intents behind `interfit-hub migrate` and `admin …`; each answers the lines to print.
/// `interfit-hub migrate` 与 `admin …` 背后的运营意图；每个都返回要打印的文字行。
public struct HubOperator: Sendable {
    public let store: any HubStore
    /// Where the store is (`sqlite:PATH` or a PostgreSQL URL without its password), for messages.
    public let location: String
    private let clock: any WallClock
    private let ids: any IDProvider

    public init(store: any HubStore, location: String, clock: any WallClock, ids: any IDProvider) {
        self.store = store
        self.location = location
        self.clock = clock
        self.ids = ids
    }

    /// Opens and migrates the embedded store at `path`.
    public static func openSQLite(path: String) async throws(HubAdminError) -> SQLiteHubStore {
        do {
            let store = try SQLiteHubStore(path: path)
            try await store.migrate()
            return store
        } catch {
            throw Self.failure(error)
        }
    }

    /// The lines of the report queue with `status` (all when nil).
    public func reports(status: HubReportStatus?) async throws(HubAdminError) -> [String] {
        let records: [HubReportRecord]
        do { records = try await store.reports(status: status) } catch { throw Self.failure(error) }
        guard !records.isEmpty else { return ["no reports" + (status.map { " with status \($0.rawValue)" } ?? "")] }
        return records.map(Self.line)
    }

    /// Marks a report in review.
    public func review(receipt: String) async throws(HubAdminError) -> String {
        do {
            return Self.line(try await store.reviewReport(receipt: receipt, at: clock.now()))
        } catch {
            throw Self.failure(error, receipt: receipt)
        }
    }

    /// Resolves a report with an action; the reporter's `GET /v1/reports` shows the outcome.
    public func resolve(receipt: String, resolution: HubResolution, note: String) async throws(HubAdminError) -> String
    {
        let checkedNote: String
        do {
            checkedNote = try HubTextRules.checked(
                note, field: "--note", length: HubTextRules.reportNoteLength, allowsLineFeeds: false)
        } catch {
            throw .usage(error.message)
        }
        do {
            return Self.line(
                try await store.resolveReport(
                    receipt: receipt, resolution: resolution, note: checkedNote, at: clock.now()))
        } catch {
            throw Self.failure(error, receipt: receipt)
        }
    }

    /// Inserts `posts` synthetic posts by `accounts` synthetic accounts in batches of 20,000; answers what it made.
    public func seed(posts: Int, accounts: Int, seed: UInt64) async throws(HubAdminError) -> String {
        guard posts >= 0, accounts >= 1 || posts == 0, posts <= 10_000_000, accounts <= 1_000_000 else {
            throw .usage("--posts must be 0–10,000,000 and --accounts 1–1,000,000 (at least 1 when there are posts)")
        }
        let existing: Int
        do {
            existing = try await store.syntheticAccountCount()
        } catch {
            throw Self.failure(error)
        }
        var data = HubSyntheticData(seed: seed &+ UInt64(existing), now: clock.now(), ids: ids)
        let authors = data.accounts(accounts, startingAt: existing + 1)
        let batch = 20_000
        do {
            try await store.insertSynthetic(accounts: authors, posts: [])
            try await bulkLoad { () throws(HubStoreError) in
                // The next batch is made while the store writes the previous one (the database has its own core).
                var writing: Task<Result<Void, HubStoreError>, Never>?
                var made = 0
                while made < posts {
                    let next = data.posts(min(batch, posts - made), authors: authors)
                    try await writing?.value.get()
                    let store = self.store
                    writing = Task {
                        do throws(HubStoreError) {
                            return .success(try await store.insertSynthetic(accounts: [], posts: next))
                        } catch {
                            return .failure(error)
                        }
                    }
                    made += next.count
                }
                try await writing?.value.get()
            }
        } catch {
            throw Self.failure(error)
        }
        return "seeded \(accounts) synthetic accounts and \(posts) synthetic posts into \(location)"
    }

    /// Runs `body` as one bulk load when the store knows how, else as it is.
    private func bulkLoad(_ body: () async throws(HubStoreError) -> Void) async throws(HubStoreError) {
        if let bulk = store as? any HubBulkLoading { try await bulk.bulkLoad(body) } else { try await body() }
    }

    /// Copies the database into `file` (a new file) with SQLite's online backup.
    public func backup(to file: String) async throws(HubAdminError) -> String {
        let sqlite = try embedded("backup")
        do { try await sqlite.backup(to: file) } catch { throw Self.failure(error) }
        return "backed up \(sqlite.path) to \(file)"
    }

    /// Replaces the database with the hub backup `file`; refuses anything else.
    public func restore(from file: String) async throws(HubAdminError) -> String {
        let sqlite = try embedded("restore")
        do { try await sqlite.restore(from: file) } catch { throw Self.failure(error) }
        return "restored \(sqlite.path) from \(file)"
    }

    /// The embedded store, or a refusal naming the tool PostgreSQL has for `command`.
    private func embedded(_ command: String) throws(HubAdminError) -> SQLiteHubStore {
        guard let sqlite = store as? SQLiteHubStore else {
            throw .usage(
                "admin \(command) is for the embedded SQLite store; for PostgreSQL use pg_dump and pg_restore")
        }
        return sqlite
    }

    /// One report per line: receipt, status, target, reason, reporter, dates.
    static func line(_ report: HubReportRecord) -> String {
        var parts = [
            report.receipt, report.status.rawValue, "\(report.targetKind.rawValue):\(report.targetId)",
            "reason=\(report.reason.rawValue)", "by=\(report.reporterHandle)",
            "at=\(HubTimestamp.text(report.createdAt))",
        ]
        if let outcome = report.outcome { parts.append("outcome=\(outcome.rawValue)") }
        if !report.note.isEmpty { parts.append("note=\(report.note.debugDescription)") }
        if let note = report.resolutionNote { parts.append("resolution=\(note.debugDescription)") }
        return parts.joined(separator: "  ")
    }

    /// The operator-facing error (and exit code) of a store failure.
    public static func failure(_ error: HubStoreError, receipt: String? = nil) -> HubAdminError {
        switch error {
        case .notFound: return .usage("no report \(receipt ?? "") in this hub")
        case .invalid(_, let message): return .usage(message)
        case .notAHubDatabase(let message): return .data(message)
        case .unavailable(let message): return .io(message)
        default: return .unavailable("\(error)")
        }
    }
}
