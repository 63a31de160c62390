import Shared

extension SettingsListViewModel {
    /// The selected setting, once loaded.
    public var selectedEntry: SettingEntry? { entries.indices.contains(selected) ? entries[selected] : nil }

    /// Reads the settings for the home, keeping the selection.
    public func loadForHome() {
        do {
            try load()
            failure = nil
        } catch {
            failure = error
        }
        selected = min(selected, max(0, entries.count - 1))
    }

    /// Carries out `intent`; true when the doctor was asked for.
    @discardableResult
    public func perform(_ intent: SettingsListIntent) -> Bool {
        switch intent {
        case .move(let move):
            let last = max(0, entries.count - 1)
            let target =
                switch move {
                case .up: selected - 1
                case .down: selected + 1
                case .pageUp, .first: 0
                case .pageDown, .last: last
                }
            selected = min(max(0, target), last)
            (lastChange, failure) = (nil, nil)
        case .step(let direction):
            guard let entry = selectedEntry, !entry.allowed.isEmpty else { return false }
            let index = entry.allowed.firstIndex(of: entry.value) ?? 0
            let count = entry.allowed.count
            change(entry.key, to: entry.allowed[(index + direction % count + count) % count])
        case .reset:
            guard let entry = selectedEntry else { return false }
            change(entry.key, to: "default")
        case .doctor:
            return true
        }
        return false
    }

    private func change(_ key: SettingKey, to value: String) {
        do {
            try set(key, to: value)
            (lastChange, failure) = (entries.first { $0.key == key }, nil)
        } catch {
            (lastChange, failure) = (nil, error)
        }
    }
}
