/// Which cues sound during a workout; the resolved result of the three settings layers.
/// 训练中哪些提示会响起；三层设置合并后的结果。
public struct CueSettings: Hashable, Codable, Sendable {
    public var bell: Bool
    public var tones: Bool
    public var voice: Bool
    public var countdown: Bool
    public var halfway: Bool
    public var voiceLanguage: VoiceLanguage

    public init(bell: Bool, tones: Bool, voice: Bool, countdown: Bool, halfway: Bool, voiceLanguage: VoiceLanguage) {
        self.bell = bell
        self.tones = tones
        self.voice = voice
        self.countdown = countdown
        self.halfway = halfway
        self.voiceLanguage = voiceLanguage
    }

    /// Bell on, tones on, voice off, countdown on, halfway on, English voice.
    public static let defaults = CueSettings(
        bell: true, tones: true, voice: false, countdown: true, halfway: true, voiceLanguage: .english)

    /// Session overrides beat plan settings, which beat these (global) settings.
    public func resolved(plan: CueSettingsOverride, session: CueSettingsOverride) -> CueSettings {
        session.applied(to: plan.applied(to: self))
    }
}
