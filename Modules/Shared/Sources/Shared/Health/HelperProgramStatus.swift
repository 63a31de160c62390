/// One helper program (audio player or voice) and whether it really works here.
/// 一个辅助程序（播放器或语音）及其在本机是否真的可用。
public struct HelperProgramStatus: Hashable, Sendable {
    /// What a test of the program found.
    /// 测试该程序的结果。
    public enum State: Hashable, Sendable {
        /// Not on `PATH`.
        case missing
        /// Found; not tested (voices are only looked up).
        case found
        /// A real test run succeeded.
        case usable
        /// Found, but a test run failed (e.g. no sound server); the detail says how.
        case failed(HelperFailure)
    }

    public let name: String
    public let path: String?
    public let state: State

    public init(name: String, path: String?, state: State) {
        self.name = name
        self.path = path
        self.state = state
    }
}
