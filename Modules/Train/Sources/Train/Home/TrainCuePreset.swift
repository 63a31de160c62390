import Shared

/// The cue choices the adjust screen steps through: the settings as they are, or a `--cues` list for this session.
/// 调整界面可切换的提示选项：沿用设置，或本次训练的 `--cues` 列表。
public enum TrainCuePreset: String, CaseIterable, Hashable, Sendable {
    case settings
    case bell
    case bellTone = "bell,tone"
    case bellToneVoice = "bell,tone,voice"
    case bellVoice = "bell,voice"
    case none

    /// The session layer of the cue settings this choice means (nothing overridden for `settings`).
    public var override: CueSettingsOverride {
        self == .settings ? CueSettingsOverride() : CueList.parse(rawValue) ?? CueSettingsOverride()
    }
}
