/// What a read-only inspection of the database found, for `interfit doctor`.
/// 只读检查数据库的结果，供 `interfit doctor` 使用。
public struct DatabaseHealth: Hashable, Sendable {
    /// The file inspected.
    public var path: String
    /// False when no database exists yet (it is created by the first command that saves something).
    public var exists: Bool
    /// The newest applied migration, e.g. `v2-sessions`.
    public var schema: String?
    /// SQLite's check: `["ok"]` when healthy, otherwise the problems found.
    public var integrity: [String]?
    /// True when `integrity` comes from the full `integrity_check`, false for the fast `quick_check`.
    public var isFullCheck: Bool
    public var plans: Int?
    public var sessions: Int?
    /// Size of the database file and its write-ahead log, in bytes.
    public var sizeBytes: Int64?
    /// Rows that could not be read, as `table id` (they are skipped in listings).
    public var unreadableRows: [String]
    /// Why the database cannot be used, if it cannot.
    public var problem: RepositoryError?

    public init(
        path: String, exists: Bool, schema: String? = nil, integrity: [String]? = nil, isFullCheck: Bool = false,
        plans: Int? = nil, sessions: Int? = nil, sizeBytes: Int64? = nil, unreadableRows: [String] = [],
        problem: RepositoryError? = nil
    ) {
        self.path = path
        self.exists = exists
        self.schema = schema
        self.integrity = integrity
        self.isFullCheck = isFullCheck
        self.plans = plans
        self.sessions = sessions
        self.sizeBytes = sizeBytes
        self.unreadableRows = unreadableRows
        self.problem = problem
    }

    /// True when the database exists, opens, and its check found nothing wrong.
    public var isHealthy: Bool { problem == nil && (integrity == nil || integrity == ["ok"]) }
}
