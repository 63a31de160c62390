/// The language Interfit speaks to the user: English or Simplified Chinese.
/// 界面语言：英语或简体中文。
public enum AppLanguage: String, CaseIterable, Codable, Sendable {
    case english = "en"
    case simplifiedChinese = "zh-Hans"

    /// The language from `INTERFIT_LANG`, else the POSIX locale variables; Chinese for any `zh…`.
    public static func detect(environment: [String: String]) -> AppLanguage {
        for variable in ["INTERFIT_LANG", "LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[variable], !value.isEmpty else { continue }
            return value.lowercased().hasPrefix("zh") ? .simplifiedChinese : .english
        }
        return .english
    }

    /// The voice language that matches, for spoken cues when none is set.
    public var voiceLanguage: VoiceLanguage { self == .english ? .english : .chinese }
}
