import Foundation

/// A global setting the user can list, get and set; values are stored as canonical text.
/// 用户可列出、读取与修改的全局设置；取值以规范文本保存。
public enum SettingKey: String, CaseIterable, Codable, Sendable {
    case bell = "cues.bell"
    case tones = "cues.tones"
    case voice = "cues.voice"
    case countdown = "cues.countdown"
    case halfway = "cues.halfway"
    case voiceLanguage = "voice.language"
    /// Whether plans' music plays at all (a session's `--work-music`/`--rest-music` still does).
    case music = "music.enabled"
    /// When the desktop player (`player`) plays: during `work` and pauses for rest, or the reverse.
    case desktopPlayer = "music.player"
    /// The community hub `interfit community` talks to (`http://127.0.0.1:8787` unless set).
    case communityHub = "community.hub"

    /// Why a value was refused: the allowed values, for the error message.
    /// 取值被拒绝的原因：列出允许的取值，供错误消息使用。
    public struct InvalidValue: Error, Hashable, Sendable {
        public let key: SettingKey
        public let value: String
        public let allowed: [String]
    }

    /// The values this key accepts, in canonical form.
    public var allowedValues: [String] {
        switch self {
        case .voiceLanguage: VoiceLanguage.allCases.map(\.rawValue)
        case .desktopPlayer: DesktopPlayerPhase.allCases.map(\.rawValue)
        case .communityHub: ["http://HOST[:PORT]", "https://HOST[:PORT]"]
        default: ["on", "off"]
        }
    }

    /// The value in effect when the user never set one.
    public var defaultValue: String {
        switch self {
        case .music: "on"
        case .desktopPlayer: DesktopPlayerPhase.work.rawValue
        case .communityHub: HubAddress.standard.description
        default: Self.text(of: CueSettings.defaults, for: self)
        }
    }

    /// The value in effect given the stored values: the stored one when readable, else the default.
    public func effectiveValue(in stored: [SettingKey: String]) -> String {
        stored[self].flatMap { try? normalize($0) } ?? defaultValue
    }

    /// The canonical form of `value` (`true`/`yes`/`1` become `on`), or an error naming the allowed values.
    public func normalize(_ value: String) throws(InvalidValue) -> String {
        let lowered = value.trimmingSpaces().lowercased()
        if self == .voiceLanguage {
            guard let language = VoiceLanguage(rawValue: lowered) else {
                throw InvalidValue(key: self, value: value, allowed: allowedValues)
            }
            return language.rawValue
        }
        if self == .communityHub {
            do { return try HubAddress.parse(value).description } catch {
                throw InvalidValue(key: self, value: value, allowed: allowedValues)
            }
        }
        if self == .desktopPlayer {
            guard let phase = DesktopPlayerPhase(rawValue: lowered) else {
                throw InvalidValue(key: self, value: value, allowed: allowedValues)
            }
            return phase.rawValue
        }
        switch lowered {
        case "on", "true", "yes", "1": return "on"
        case "off", "false", "no", "0": return "off"
        default: throw InvalidValue(key: self, value: value, allowed: allowedValues)
        }
    }

    /// Global cue settings from stored text values; unknown or unreadable values fall back to defaults.
    public static func cueSettings(from stored: [SettingKey: String]) -> CueSettings {
        var settings = CueSettings.defaults
        for (key, text) in stored {
            guard let value = try? key.normalize(text) else { continue }
            let flag = value == "on"
            switch key {
            case .bell: settings.bell = flag
            case .tones: settings.tones = flag
            case .voice: settings.voice = flag
            case .countdown: settings.countdown = flag
            case .halfway: settings.halfway = flag
            case .voiceLanguage: settings.voiceLanguage = VoiceLanguage(rawValue: value) ?? settings.voiceLanguage
            case .music, .desktopPlayer, .communityHub: continue
            }
        }
        return settings
    }

    /// The music settings from stored text values; unreadable values fall back to defaults.
    public static func musicSettings(from stored: [SettingKey: String]) -> MusicSettings {
        MusicSettings(
            enabled: music.effectiveValue(in: stored) == "on",
            desktopPlayer: DesktopPlayerPhase(rawValue: desktopPlayer.effectiveValue(in: stored)) ?? .work)
    }

    /// The canonical text of this key's value in `settings` (music keys: their default).
    public static func text(of settings: CueSettings, for key: SettingKey) -> String {
        func flag(_ value: Bool) -> String { value ? "on" : "off" }
        switch key {
        case .bell: return flag(settings.bell)
        case .tones: return flag(settings.tones)
        case .voice: return flag(settings.voice)
        case .countdown: return flag(settings.countdown)
        case .halfway: return flag(settings.halfway)
        case .voiceLanguage: return settings.voiceLanguage.rawValue
        case .music, .desktopPlayer, .communityHub: return key.defaultValue
        }
    }
}
