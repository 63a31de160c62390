import Foundation
import GRDB
import Shared

/// `PlanRepository` on the app database; rows that cannot be read are skipped and reported.
/// 基于应用数据库的 `PlanRepository`；无法读取的行会被跳过并报告。
public struct DefaultPlanRepository: PlanRepository {
    private let database: AppDatabase
    private let onUnreadable: @Sendable (UnreadableRow) -> Void

    /// The saved plans' names in the database at `path`, read without writing (shell completion); none on failure.
    public static func savedNames(atPath path: String) -> [String] {
        guard FileManager.default.fileExists(atPath: path),
            let database = try? AppDatabase.openExisting(path: path, mapped: false),
            let plans = try? DefaultPlanRepository(database: database).fetch(.all)
        else { return [] }
        return plans.map(\.name)
    }

    /// `onUnreadable` hears each row a listing had to skip.
    public init(database: AppDatabase, onUnreadable: @escaping @Sendable (UnreadableRow) -> Void = { _ in }) {
        self.database = database
        self.onUnreadable = onUnreadable
    }

    public func fetch(_ filter: PlanListFilter) throws(RepositoryError) -> [Plan] {
        try plans(Self.request(filter))
    }

    public func fetch(
        _ filter: PlanListFilter, matching query: String, offset: Int, limit: Int
    ) throws(RepositoryError)
        -> [Plan]
    {
        guard limit > 0 else { return [] }
        return try plans(Self.request(filter, matching: query).limit(limit, offset: max(0, offset)))
    }

    public func count(_ filter: PlanListFilter, matching query: String) throws(RepositoryError) -> Int {
        try database.read { db in try Self.request(filter, matching: query).fetchCount(db) }
    }

    public func names() throws(RepositoryError) -> [UUID: String] {
        try database.read { db in
            var names: [UUID: String] = [:]
            let rows = try Row.fetchCursor(db, sql: "SELECT id, name FROM plan")
            while let row = try rows.next() {
                // A row whose id does not read is no plan anyone can name.
                guard let id = (row[0] as String?).flatMap(UUIDText.parse), let name = row[1] as String? else {
                    continue
                }
                names[id] = name
            }
            return names
        }
    }

    /// The plans of one part of the library in its order, those whose name contains `query` when it is not empty.
    private static func request(
        _ filter: PlanListFilter, matching query: String = ""
    ) -> QueryInterfaceRequest<
        PlanRecord
    > {
        let key = PlanRules.nameKey(query)
        guard !key.isEmpty else { return request(filter) }
        // LIKE ignores ASCII case; `\` escapes the pattern's own wildcards in what was typed.
        let escaped = key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "%", with: "\\%")
            .replacingOccurrences(of: "_", with: "\\_")
        return request(filter).filter(sql: "name LIKE ? ESCAPE '\\'", arguments: ["%" + escaped + "%"])
    }

    /// The plans of one part of the library, in its order.
    private static func request(_ filter: PlanListFilter) -> QueryInterfaceRequest<PlanRecord> {
        let byName = PlanRecord.Columns.name.collating(.localizedCaseInsensitiveCompare)
        return switch filter {
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
    }

    public func fetch(id: UUID) throws(RepositoryError) -> Plan? {
        try plans(PlanRecord.filter(key: id.uuidString.lowercased())).first
    }

    public func fetch(contentHash: ContentHash) throws(RepositoryError) -> [Plan] {
        try plans(
            PlanRecord.filter(PlanRecord.Columns.contentHash == contentHash.value)
                .order(PlanRecord.Columns.updatedAt.desc))
    }

    public func save(_ plan: Plan) throws(RepositoryError) {
        try database.write { db in try PlanRecord(from: plan).save(db) }
    }

    public func save(_ plan: Plan, namedBy pick: ([String]) -> String?) throws(RepositoryError) -> String? {
        // One write transaction (IMMEDIATE): no other process can save a plan between reading the names and saving.
        try database.write { db in
            let id = plan.id.uuidString.lowercased()
            let others = try String.fetchAll(db, sql: "SELECT name FROM plan WHERE id != ?", arguments: [id])
            guard let name = pick(others) else { return nil }
            var named = plan
            named.name = name
            try PlanRecord(from: named).save(db)
            return name
        }
    }

    @discardableResult public func delete(id: UUID) throws(RepositoryError) -> Bool {
        try database.write { db in try PlanRecord.deleteOne(db, key: id.uuidString.lowercased()) }
    }

    public func unreadable() throws(RepositoryError) -> [UnreadableRow] {
        try database.read { db in
            try RowDecoding.unreadable(PlanRecord.all(), in: db, table: .plan) { try $0.toDomain() }
        }
    }

    private func plans(_ request: QueryInterfaceRequest<PlanRecord>) throws(RepositoryError) -> [Plan] {
        try database.read { db in
            try RowDecoding.values(request, in: db, table: .plan, onUnreadable: onUnreadable) { try $0.toDomain() }
        }
    }
}
