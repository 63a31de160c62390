import GRDB

/// The `setting` table row: one global setting as canonical text.
struct SettingRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "setting"

    var key: String
    var value: String
}
