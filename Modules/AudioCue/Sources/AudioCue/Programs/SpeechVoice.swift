import Shared

/// A program that speaks text: espeak-ng, espeak, spd-say (say on macOS).
/// 朗读文本的程序：espeak-ng、espeak、spd-say（macOS 上为 say）。
public struct SpeechVoice: Hashable, Sendable {
    public let name: String
    public let path: String

    /// The voices tried, in order of preference.
    public static let candidates: [String] = {
        #if os(macOS)
            ["say"]
        #else
            ["espeak-ng", "espeak", "spd-say"]
        #endif
    }()

    /// The argument array that speaks `text` in `language`; the text is one argument, never parsed by a shell.
    public func arguments(speaking text: String, in language: VoiceLanguage) -> [String] {
        switch (name, language) {
        case ("espeak-ng", .chinese): ["-v", "cmn", "--", text]
        case ("espeak", .chinese): ["-v", "zh", "--", text]
        case ("espeak-ng", _), ("espeak", _): ["-v", "en", "--", text]
        case ("spd-say", .chinese): ["-l", "zh", "--", text]
        case ("spd-say", _): ["-l", "en", "--", text]
        case ("say", .chinese): ["-v", "Ting-Ting", text]
        default: [text]
        }
    }
}
