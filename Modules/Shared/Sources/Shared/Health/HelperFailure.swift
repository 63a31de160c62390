/// How a helper program failed: it could not start, exited non-zero, or hung.
/// 辅助程序失败的方式：无法启动、非零退出或超时。
public enum HelperFailure: Hashable, Sendable {
    case couldNotStart
    case exitStatus(Int32)
    case timedOut(seconds: Int)
}
