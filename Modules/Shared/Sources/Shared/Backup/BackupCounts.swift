/// How many rows of each kind a backup wrote, skipped or could not read.
/// 备份中每类行写入、跳过或无法读取的数量。
public struct BackupCounts: Hashable, Sendable {
    public var plans: Int
    public var planVersions: Int
    public var sessions: Int
    public var settings: Int

    public init(plans: Int = 0, planVersions: Int = 0, sessions: Int = 0, settings: Int = 0) {
        self.plans = plans
        self.planVersions = planVersions
        self.sessions = sessions
        self.settings = settings
    }

    public static let zero = BackupCounts()
}
