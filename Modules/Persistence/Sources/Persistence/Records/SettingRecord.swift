import GRDB

/// The `setting` table row: one global setting as canonical text.
/// `setting` 表的一行：以规范文本保存的一项全局设置。
struct SettingRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "setting"

    var key: String
    var value: String
}
