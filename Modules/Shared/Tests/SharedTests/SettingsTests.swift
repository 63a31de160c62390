import Testing

@testable import Shared

@Suite struct SettingsTests {
    @Test func defaultsMatchTheProduct() {
        let d = CueSettings.defaults
        #expect(d.bell && d.tones && !d.voice && d.countdown && d.halfway)
    }

    @Test func sessionBeatsPlanBeatsGlobal() {
        let global = CueSettings.defaults
        let plan = CueSettingsOverride(tones: false, voice: true)
        let session = CueSettingsOverride(voice: false, halfway: false)
        let resolved = global.resolved(plan: plan, session: session)
        #expect(resolved.tones == false)
        #expect(resolved.voice == false)
        #expect(resolved.halfway == false)
        #expect(resolved.bell == true)
    }

    @Test func normalizesAndRejectsValues() throws {
        #expect(try SettingKey.bell.normalize("TRUE") == "on")
        #expect(try SettingKey.voice.normalize("no") == "off")
        #expect(try SettingKey.voiceLanguage.normalize("zh") == "zh")
        #expect(throws: SettingKey.InvalidValue.self) { try SettingKey.bell.normalize("loud") }
        #expect(throws: SettingKey.InvalidValue.self) { try SettingKey.voiceLanguage.normalize("fr") }
    }

    @Test func storedValuesBecomeCueSettings() {
        let settings = SettingKey.cueSettings(from: [
            .voice: "on", .bell: "off", .voiceLanguage: "zh", .tones: "garbage",
        ])
        #expect(settings.voice && !settings.bell && settings.voiceLanguage == .chinese && settings.tones)
        #expect(SettingKey.halfway.defaultValue == "on")
        #expect(SettingKey.voice.defaultValue == "off")
    }

    @Test func templatesIncludeTheFiveWithRealTotals() {
        let summaries = Dictionary(uniqueKeysWithValues: PlanTemplate.builtIn.map { ($0.id, $0.content.summary) })
        #expect(summaries["tabata"] == "8×(20/10) = 3:50")
        #expect(summaries["hiit"] == "10×(1:30/30) = 19:30")
        #expect(summaries["running"] == "10×(2:00/1:00) = 29:00")
        #expect(summaries["strength"] == "10×(2:00/30) = 24:30")
        #expect(summaries["stretch"] == "6×(1:30/30) = 11:30")
        #expect(PlanTemplate.find("TABATA")?.id == "tabata")
        #expect(PlanTemplate.find("stretch & recover")?.id == "stretch")
        #expect(PlanTemplate.find("nope") == nil)
    }

    @Test func aCueListTurnsOnWhatItNamesAndOffTheRest() {
        #expect(CueList.parse("bell, Voice") == CueSettingsOverride(bell: true, tones: false, voice: true))
        #expect(CueList.parse("none") == CueSettingsOverride(bell: false, tones: false, voice: false))
        #expect(CueList.parse("tones")?.tones == true)
        for bad in ["", "bell,,voice", "none,bell", "beep"] { #expect(CueList.parse(bad) == nil, "\(bad)") }
    }
}
