import Observation
import Shared

/// The global settings layer: every key with its value, and changing or resetting one.
/// 全局设置层：列出每个键及其取值，修改或恢复某一项。
@MainActor
@Observable
public final class SettingsListViewModel {
    /// Every setting in a fixed order, after `load()`.
    public private(set) var entries: [SettingEntry] = []

    // The home's Settings tab: one setting selected, changed in place.
    /// The position of the selected setting in `entries`.
    public internal(set) var selected = 0
    /// The setting changed last and its value now, for one line on screen.
    public internal(set) var lastChange: SettingEntry?
    /// Why the last change or read failed, if it did.
    public internal(set) var failure: SettingsError?

    @ObservationIgnored private let repository: any SettingsRepository

    public init(repository: any SettingsRepository) {
        self.repository = repository
    }

    /// Reads the stored values; keys the user never set show their defaults.
    public func load() throws(SettingsError) {
        let stored = try storage { try repository.storedValues() }
        entries = SettingKey.allCases.map { key in
            SettingEntry(key: key, value: key.effectiveValue(in: stored), isDefault: stored[key] == nil)
        }
    }

    /// The setting a user typed, ignoring case and spaces.
    public nonisolated static func key(named text: String) throws(SettingsError) -> SettingKey {
        guard let key = SettingKey(rawValue: text.trimmingSpaces().lowercased()) else {
            throw .unknownKey(text)
        }
        return key
    }

    /// Refuses a value `key` cannot take before anything is opened (`default` is always allowed).
    public nonisolated static func check(_ value: String, for key: SettingKey) throws(SettingsError) {
        guard value.trimmingSpaces().lowercased() != "default" else { return }
        do { _ = try key.normalize(value) } catch { throw .invalidValue(key: key, value: value) }
    }

    /// The value in effect for `key`.
    public func value(of key: SettingKey) throws(SettingsError) -> String {
        if entries.isEmpty { try load() }
        return entries.first { $0.key == key }?.value ?? key.defaultValue
    }

    /// Stores `value` (normalized, e.g. `yes` → `on`), or forgets it for `default`; returns the value in effect.
    @discardableResult
    public func set(_ key: SettingKey, to value: String) throws(SettingsError) -> String {
        if value.trimmingSpaces().lowercased() == "default" {
            try storage { try repository.reset(key) }
        } else {
            let normalized: String
            do { normalized = try key.normalize(value) } catch { throw .invalidValue(key: key, value: value) }
            try storage { try repository.set(normalized, for: key) }
        }
        try load()
        return try self.value(of: key)
    }

    private func storage<T>(_ body: () throws -> T) throws(SettingsError) -> T {
        do { return try body() } catch let error as RepositoryError { throw .storage(error) } catch {
            throw .storage(.storage(detail: String(describing: error)))
        }
    }
}
