import Persistence
import Shared
import Testing

@testable import Settings

@MainActor
@Suite struct SettingsListViewModelTests {
    private let database = AppDatabase.inMemory()

    private func makeViewModel() -> SettingsListViewModel {
        SettingsListViewModel(repository: DefaultSettingsRepository(database: database))
    }

    @Test func listsEveryKeyWithDefaultsFirst() throws {
        let settings = makeViewModel()
        try settings.load()
        #expect(settings.entries.map(\.key) == SettingKey.allCases)
        #expect(settings.entries.allSatisfy { $0.isDefault })
        #expect(try settings.value(of: .voice) == "off")
    }

    @Test func setNormalizesStoresAndResets() throws {
        let settings = makeViewModel()
        #expect(try settings.set(.voice, to: " YES ") == "on")
        #expect(settings.entries.first { $0.key == .voice } == SettingEntry(key: .voice, value: "on", isDefault: false))
        #expect(try makeViewModel().value(of: .voice) == "on", "stored in the database")
        #expect(try settings.set(.voice, to: "default") == "off")
        #expect(settings.entries.first { $0.key == .voice }?.isDefault == true)
    }

    @Test func badKeysAndValuesChangeNothing() throws {
        let settings = makeViewModel()
        #expect(throws: SettingsError.unknownKey("cues.volume")) { try SettingsListViewModel.key(named: "cues.volume") }
        #expect(try SettingsListViewModel.key(named: " CUES.BELL ") == .bell)
        #expect(throws: SettingsError.invalidValue(key: .voice, value: "loud")) { try settings.set(.voice, to: "loud") }
        #expect(try DefaultSettingsRepository(database: database).storedValues().isEmpty)
        #expect(throws: SettingsError.invalidValue(key: .voice, value: "loud")) {
            try SettingsListViewModel.check("loud", for: .voice)
        }
        try SettingsListViewModel.check(" Default ", for: .voice)
        try SettingsListViewModel.check("on", for: .voice)
    }
}
