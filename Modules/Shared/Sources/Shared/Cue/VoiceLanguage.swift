/// The language cues are spoken in.
/// 语音提示所用的语言。
public enum VoiceLanguage: String, CaseIterable, Codable, Sendable {
    case english = "en"
    case chinese = "zh"
}
