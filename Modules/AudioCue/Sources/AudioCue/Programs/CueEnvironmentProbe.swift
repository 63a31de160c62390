import Shared

/// The doctor's view of sound: every player candidate test-played silently, every voice looked up.
/// 诊断对声音的检查：每个候选播放器都静音试播放，每个语音程序都查找一遍。
public struct CueEnvironmentProbe: CueEnvironmentProbing {
    private let path: String?
    private let silence: String?
    private let launcher: any ProcessLauncher

    /// `path` is the `PATH` to search; `silence` a silent WAV to test-play (nil: players are only found).
    public init(path: String?, silence: String?, launcher: any ProcessLauncher = SpawnProcessLauncher()) {
        self.path = path
        self.silence = silence
        self.launcher = launcher
    }

    public func probe() -> CueEnvironmentReport {
        let locator = ExecutableLocator(path: path)
        let players = AudioPlayer.candidates.map { name -> HelperProgramStatus in
            guard let found = locator.find(name) else {
                return HelperProgramStatus(name: name, path: nil, state: .missing)
            }
            guard let silence else { return HelperProgramStatus(name: name, path: found, state: .found) }
            let player = AudioPlayer(name: name, path: found)
            let state = HelperTest.run(found, arguments: player.arguments(playing: silence), launcher: launcher)
            return HelperProgramStatus(name: name, path: found, state: state)
        }
        let voices = SpeechVoice.candidates.map { name in
            let found = locator.find(name)
            return HelperProgramStatus(name: name, path: found, state: found == nil ? .missing : .found)
        }
        let music = ["mpv", "playerctl"].map { name in
            let found = locator.find(name)
            return HelperProgramStatus(name: name, path: found, state: found == nil ? .missing : .found)
        }
        return CueEnvironmentReport(
            players: players, voices: voices, musicPrograms: music,
            desktopPlayers: music[1].path.map(Self.desktopPlayers(playerctl:)) ?? [])
    }

    /// The MPRIS players `playerctl --list-all` sees on the session bus right now.
    private static func desktopPlayers(playerctl: String) -> [String] {
        let result = CommandRunner(environment: nil, timeout: .seconds(2)).run(playerctl, ["--list-all"])
        guard result.succeeded else { return [] }
        return result.output.split(whereSeparator: \.isNewline).map(String.init).filter { !$0.isEmpty }
    }
}
