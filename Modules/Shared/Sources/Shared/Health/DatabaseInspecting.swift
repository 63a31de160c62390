/// Inspects the database without ever writing to it or creating it.
/// 在不写入、不创建的前提下检查数据库。
public protocol DatabaseInspecting: Sendable {
    /// `full` runs the slow `integrity_check` instead of the fast `quick_check`.
    func inspect(full: Bool) -> DatabaseHealth
}
