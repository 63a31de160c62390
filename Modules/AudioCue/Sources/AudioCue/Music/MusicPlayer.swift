import Shared

/// A music player the router drives: directives and ducking, and a stop an exit path can wait for.
/// 由路由器驱动的音乐播放器：接收指令、可闪避，并提供退出路径可等待的停止。
public protocol MusicPlayer: MusicSink, MusicDucking {
    /// `stop()`, then waits at most `timeout` for the player to be stopped and cleaned up; true when it was.
    @discardableResult
    func stopAndWait(timeout: Duration) -> Bool
}
