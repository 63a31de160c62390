import GRDB
import Shared

/// The `setting` table row: one global setting as canonical text.
/// `setting` 表的一行：以规范文本保存的一项全局设置。
struct SettingRecord: Encodable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "setting"

    var key: String
    var value: String

    init(key: String, value: String) {
        self.key = key
        self.value = value
    }

    /// Reads a row; both columns must be text (`StoredValue`).
    init(row: Row) throws {
        key = try StoredValue.text(StoredValue.value(row, "key"), "key")
        value = try StoredValue.text(StoredValue.value(row, "value"), "value")
    }

    /// The setting and its value; nil for a key this build does not know; throws for a value the key does not allow.
    func toDomain() throws -> (key: SettingKey, value: String)? {
        // An unknown key (a newer build's) is kept and never read; a refused value is damage: its default applies.
        guard let known = SettingKey(rawValue: key) else { return nil }
        return (known, try known.normalize(value))
    }
}
