import ArgumentParser
import Foundation
import Shared

/// `start`'s session-level cue overrides: they beat plan and global settings.
struct CueOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Cues for this workout: any of bell,tone,voice, or none.", valueName: "list"))
    var cues: String?
    @Option(name: .customLong("voice-lang"), help: ArgumentHelp("Voice language: en or zh.", valueName: "lang"))
    var voiceLanguage: String?

    /// The session layer of the settings, or a failure naming the bad value.
    func override(text: Localizer) throws(CLIFailure) -> CueSettingsOverride {
        var result = CueSettingsOverride()
        if let cues {
            let words = Set(cues.lowercased().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
            let known: Set<String> = ["bell", "tone", "tones", "voice", "none"]
            guard !words.isEmpty, words.isSubset(of: known), !(words.contains("none") && words.count > 1) else {
                throw CLIFailure(
                    message: text("settings.invalidValue", "--cues", cues, "bell, tone, voice, none"), status: .usage)
            }
            result.bell = words.contains("bell")
            result.tones = words.contains("tone") || words.contains("tones")
            result.voice = words.contains("voice")
        }
        if let voiceLanguage {
            guard let language = VoiceLanguage(rawValue: voiceLanguage.lowercased()) else {
                throw CLIFailure(
                    message: text("settings.invalidValue", "--voice-lang", voiceLanguage, "en, zh"), status: .usage)
            }
            result.voiceLanguage = language
        }
        return result
    }
}
