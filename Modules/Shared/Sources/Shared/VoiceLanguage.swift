/// The language cues are spoken in.
public enum VoiceLanguage: String, CaseIterable, Codable, Sendable {
    case english = "en"
    case chinese = "zh"
}
