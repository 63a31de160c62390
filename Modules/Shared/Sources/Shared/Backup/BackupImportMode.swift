/// How a backup joins the database: add what is missing, or replace everything.
/// 备份并入数据库的方式：补充缺少的内容，或全部替换。
public enum BackupImportMode: String, CaseIterable, Sendable {
    /// Adds what is missing by id; a plan whose content hash is already in the library is not duplicated.
    case merge
    /// Replaces all plans, versions, sessions and settings with the bundle's.
    case replace
}
