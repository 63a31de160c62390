import GRDB
import Shared

/// `SettingsRepository` on the app database.
/// 基于应用数据库的 `SettingsRepository`。
public struct DefaultSettingsRepository: SettingsRepository {
    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    public func storedValues() throws(RepositoryError) -> [SettingKey: String] {
        let records = try database.read { db in try SettingRecord.fetchAll(db) }
        var values: [SettingKey: String] = [:]
        for record in records {
            if let key = SettingKey(rawValue: record.key) { values[key] = record.value }
        }
        return values
    }

    public func set(_ value: String, for key: SettingKey) throws(RepositoryError) {
        try database.write { db in try SettingRecord(key: key.rawValue, value: value).save(db) }
    }

    public func reset(_ key: SettingKey) throws(RepositoryError) {
        _ = try database.write { db in try SettingRecord.deleteOne(db, key: key.rawValue) }
    }
}
