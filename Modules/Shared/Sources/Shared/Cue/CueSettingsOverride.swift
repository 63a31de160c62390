/// A partial set of cue settings: nil means "inherit from the layer below".
/// 部分提示设置：nil 表示“沿用下一层”。
public struct CueSettingsOverride: Hashable, Codable, Sendable {
    public var bell: Bool?
    public var tones: Bool?
    public var voice: Bool?
    public var countdown: Bool?
    public var halfway: Bool?
    public var voiceLanguage: VoiceLanguage?

    public init(
        bell: Bool? = nil, tones: Bool? = nil, voice: Bool? = nil, countdown: Bool? = nil, halfway: Bool? = nil,
        voiceLanguage: VoiceLanguage? = nil
    ) {
        self.bell = bell
        self.tones = tones
        self.voice = voice
        self.countdown = countdown
        self.halfway = halfway
        self.voiceLanguage = voiceLanguage
    }

    /// True when nothing is overridden.
    public var isEmpty: Bool { self == CueSettingsOverride() }

    /// `base` with every non-nil value of this layer on top.
    public func applied(to base: CueSettings) -> CueSettings {
        CueSettings(
            bell: bell ?? base.bell, tones: tones ?? base.tones, voice: voice ?? base.voice,
            countdown: countdown ?? base.countdown, halfway: halfway ?? base.halfway,
            voiceLanguage: voiceLanguage ?? base.voiceLanguage)
    }
}
