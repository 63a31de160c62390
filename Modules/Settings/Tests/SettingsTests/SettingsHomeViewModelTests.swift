import Persistence
import Shared
import Testing

@testable import Settings

/// The Settings tab driven through its key map on a real database: values stepped in place, reset, the doctor.
@MainActor
@Suite struct SettingsHomeViewModelTests {
    private let database = AppDatabase.inMemory()

    private func press(_ keys: [KeyPress], on settings: SettingsListViewModel) -> Bool {
        var doctor = false
        for key in keys {
            guard let intent = SettingsListKeyMap.intent(for: key) else { continue }
            doctor = settings.perform(intent)
        }
        return doctor
    }

    @Test func enterStepsTheSelectedValueInPlaceAndRResetsIt() throws {
        let settings = SettingsListViewModel(repository: DefaultSettingsRepository(database: database))
        settings.loadForHome()
        #expect(settings.selectedEntry?.key == SettingKey.allCases.first)
        let voiceRow = try #require(SettingKey.allCases.firstIndex(of: .voice))
        _ = press(Array(repeating: .character("j"), count: voiceRow), on: settings)
        #expect(settings.selectedEntry == SettingEntry(key: .voice, value: "off", isDefault: true))
        #expect(!press([.enter], on: settings))
        #expect(settings.selectedEntry == SettingEntry(key: .voice, value: "on", isDefault: false))
        #expect(settings.lastChange?.key == .voice)
        let reread = SettingsListViewModel(repository: DefaultSettingsRepository(database: database))
        #expect(try reread.value(of: .voice) == "on", "stored at once")
        _ = press([.character("r")], on: settings)
        #expect(settings.selectedEntry?.isDefault == true && settings.selectedEntry?.value == "off")
        _ = press([.character("G")], on: settings)
        #expect(settings.selectedEntry?.key == SettingKey.allCases.last)
        _ = press([.character("j")], on: settings)
        #expect(settings.selectedEntry?.key == SettingKey.allCases.last, "the last row stays the last")
        #expect(press([.character("d")], on: settings), "d asks for the doctor")
        #expect(SettingsListKeyMap.intent(for: .character("q")) == nil, "q is the home's")
    }
}
