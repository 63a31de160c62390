import Shared
import Synchronization

/// The cue sink a workout uses: bell, tones and voice as the settings ask, falling back to the bell
/// (and reporting why) whenever a player or voice is missing or fails.
public final class CueDispatcher: CueSink {
    private let bell: (any CueSink)?
    private let fallbackBell: any CueSink
    private let tone: HelperCueSink?
    private let speech: HelperCueSink?
    /// Reasons found before the workout started (e.g. no player installed).
    public let startupDegradations: [String]

    /// `ring` writes the bell character to the user's terminal; `onDegraded` is told each reason once.
    public init(
        settings: CueSettings, capabilities: CueCapabilities, toneFiles: [CueTone: String]?,
        launcher: any ProcessLauncher = SpawnProcessLauncher(), ring: @escaping @Sendable (String) -> Void,
        onDegraded: @escaping @Sendable (String) -> Void
    ) {
        let bellSink = BellCueSink(write: ring)
        fallbackBell = bellSink
        bell = settings.bell ? bellSink : nil
        var reasons: [String] = []
        let degradedFlag = DegradedFlag()
        let report: @Sendable (String) -> Void = { reason in
            degradedFlag.set()
            onDegraded(reason)
        }
        if settings.tones, let player = capabilities.player, let files = toneFiles {
            tone = HelperCueSink(
                name: player.name, path: player.path, launcher: launcher, onFailure: report,
                arguments: { cue in files[CueTone(cue)].map { player.arguments(playing: $0) } })
        } else {
            tone = nil
            if settings.tones {
                reasons.append(
                    capabilities.player == nil
                        ? "no audio player found (\(AudioPlayer.candidates.joined(separator: ", ")))"
                        : "tone files could not be written")
            }
        }
        if settings.voice, let voice = capabilities.voice {
            let language = settings.voiceLanguage
            speech = HelperCueSink(
                name: voice.name, path: voice.path, launcher: launcher, onFailure: report,
                arguments: { cue in
                    voice.arguments(speaking: SpeechPhrases.text(for: cue, language: language), in: language)
                })
        } else {
            speech = nil
            if settings.voice {
                reasons.append("no speech program found (\(SpeechVoice.candidates.joined(separator: ", ")))")
            }
        }
        startupDegradations = reasons
        stateFlag = degradedFlag
        if !reasons.isEmpty { degradedFlag.set() }
    }

    private let stateFlag: DegradedFlag

    /// True when a player or voice is missing or failed, so the bell stands in.
    public var isDegraded: Bool { stateFlag.isSet }

    public func deliver(_ cue: CueEvent) {
        if let bell {
            bell.deliver(cue)
        } else if isDegraded {
            fallbackBell.deliver(cue)
        }
        tone?.deliver(cue)
        speech?.deliver(cue)
    }
}

/// A thread-safe flag shared between the dispatcher and its helpers' failure reports.
private final class DegradedFlag: Sendable {
    private let value = Mutex(false)
    func set() { value.withLock { $0 = true } }
    var isSet: Bool { value.withLock { $0 } }
}
