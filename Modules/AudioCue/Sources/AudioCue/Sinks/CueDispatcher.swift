import Shared
import Synchronization

/// The workout's cue sink: bell, tones and voice as set, falling back to the bell when one fails; ducks the music.
/// 训练使用的提示音出口：按设置发出响铃、提示音与语音，其一失败时改用响铃；发声时压低音乐。
public final class CueDispatcher: CueSink {
    private let bell: (any CueSink)?
    private let fallbackBell: any CueSink
    private let tone: ToneCueSink?
    private let speech: HelperCueSink?
    private let ducking: (any MusicDucking)?
    /// Reasons known before the workout started (e.g. no player installed).
    public let startupDegradations: [CueDegradation]

    /// How long music stays lowered for a tone or bell cue.
    public static let toneDuck = Duration.milliseconds(700)
    /// How long music stays lowered for a spoken cue.
    public static let speechDuck = Duration.seconds(2)

    /// Builds the sinks for `settings`; `onDegraded` hears each later failure once, `ducking` is lowered for each cue.
    public init(
        settings: CueSettings, capabilities: CueCapabilities, toneFiles: ToneFiles?,
        launcher: any ProcessLauncher = SpawnProcessLauncher(), verifyPlayers: Bool = true,
        ducking: (any MusicDucking)? = nil,
        ring: @escaping @Sendable (String) -> Void, onDegraded: @escaping @Sendable (CueDegradation) -> Void
    ) {
        self.ducking = ducking
        let bellSink = BellCueSink(write: ring)
        fallbackBell = bellSink
        bell = settings.bell ? bellSink : nil
        var reasons: [CueDegradation] = []
        let flag = DegradedFlag()
        let report: @Sendable (CueDegradation) -> Void = { reason in
            flag.set()
            onDegraded(reason)
        }
        if settings.tones, !capabilities.players.isEmpty, let toneFiles {
            tone = ToneCueSink(
                players: capabilities.players, files: toneFiles, launcher: launcher, verify: verifyPlayers,
                onDegraded: report)
        } else {
            tone = nil
            if settings.tones { reasons.append(capabilities.players.isEmpty ? .noPlayer : .toneFilesUnavailable) }
        }
        if settings.voice, let voice = capabilities.voice {
            let language = settings.voiceLanguage
            speech = HelperCueSink(
                name: voice.name, path: voice.path, launcher: launcher,
                onFailure: { failure in report(.voiceFailed(name: voice.name, failure)) },
                arguments: { cue in
                    voice.arguments(speaking: SpeechPhrases.text(for: cue, language: language), in: language)
                })
        } else {
            speech = nil
            if settings.voice { reasons.append(.noVoice) }
        }
        startupDegradations = reasons
        degradedFlag = flag
        if !reasons.isEmpty { flag.set() }
    }

    private let degradedFlag: DegradedFlag

    /// True when a player or voice is missing or failed, so the bell stands in.
    public var isDegraded: Bool { degradedFlag.isSet }

    public func deliver(_ cue: CueEvent) {
        let speaks = speech.map { !$0.hasFailed } ?? false
        let rings = bell != nil || isDegraded
        if speaks || rings || tone.map({ !$0.hasFailed }) == true {
            ducking?.duck(for: speaks ? Self.speechDuck : Self.toneDuck)
        }
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
/// 调度器与其辅助程序失败报告共享的线程安全标志。
private final class DegradedFlag: Sendable {
    private let value = Mutex(false)
    func set() { value.withLock { $0 = true } }
    var isSet: Bool { value.withLock { $0 } }
}
