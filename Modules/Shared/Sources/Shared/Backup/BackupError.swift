/// Why a backup could not be imported; the database is left exactly as it was.
/// 备份无法导入的原因；数据库保持原样不变。
public enum BackupError: Error, Hashable, Sendable {
    /// The bundle is not valid JSON or not a bundle; `path` points at the first problem (e.g. `sessions[3].id`).
    case malformed(path: String, reason: String)
    /// The bundle was written in a newer bundle format.
    case newerFormat(found: Int, supported: Int)
    /// The bundle comes from a database with a newer schema.
    case newerSchema(found: String, supported: String)
    /// The database failed; nothing was changed.
    case storage(RepositoryError)
}
