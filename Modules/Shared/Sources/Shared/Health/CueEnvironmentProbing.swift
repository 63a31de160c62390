/// Finds the cue programs and test-plays the players (silently), for `interfit doctor`.
/// 查找提示音程序并（静音）试播放，供 `interfit doctor` 使用。
public protocol CueEnvironmentProbing: Sendable {
    func probe() -> CueEnvironmentReport
}
