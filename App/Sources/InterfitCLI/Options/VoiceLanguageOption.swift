import ArgumentParser
import Shared

/// `--voice-lang en|zh`: the language spoken cues use.
/// `--voice-lang en|zh`：语音提示使用的语言。
enum VoiceLanguageOption: String, CaseIterable, ExpressibleByArgument, Sendable {
    case en, zh

    var value: VoiceLanguage { self == .en ? .english : .chinese }
}
