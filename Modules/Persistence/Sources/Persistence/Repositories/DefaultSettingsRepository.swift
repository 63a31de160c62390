import GRDB
import Shared

/// `SettingsRepository` on the app database; a row that cannot be read is skipped (its default applies) and reported.
/// 基于应用数据库的 `SettingsRepository`；无法读取的行会被跳过（使用默认值）并报告。
public struct DefaultSettingsRepository: SettingsRepository {
    private let database: AppDatabase
    private let onUnreadable: @Sendable (UnreadableRow) -> Void

    /// `onUnreadable` hears each setting row that had to be skipped.
    public init(database: AppDatabase, onUnreadable: @escaping @Sendable (UnreadableRow) -> Void = { _ in }) {
        self.database = database
        self.onUnreadable = onUnreadable
    }

    public func storedValues() throws(RepositoryError) -> [SettingKey: String] {
        let settings = try database.read { db in
            try RowDecoding.values(
                SettingRecord.all(), in: db, table: .setting, key: "key", onUnreadable: onUnreadable
            ) { try $0.toDomain() }
        }
        var values: [SettingKey: String] = [:]
        for case (let key, let value)? in settings { values[key] = value }
        return values
    }

    public func set(_ value: String, for key: SettingKey) throws(RepositoryError) {
        try database.write { db in try SettingRecord(key: key.rawValue, value: value).save(db) }
    }

    public func reset(_ key: SettingKey) throws(RepositoryError) {
        _ = try database.write { db in try SettingRecord.deleteOne(db, key: key.rawValue) }
    }
}
