/// Which standard streams are terminals, and the terminal's kind; read once by the composition root.
/// 哪些标准流是终端以及终端类型；由组合根读取一次。
public struct StandardStreams: Sendable, Equatable {
    public let stdinIsTTY: Bool
    public let stdoutIsTTY: Bool
    public let stderrIsTTY: Bool

    public init(stdinIsTTY: Bool, stdoutIsTTY: Bool, stderrIsTTY: Bool) {
        self.stdinIsTTY = stdinIsTTY
        self.stdoutIsTTY = stdoutIsTTY
        self.stderrIsTTY = stderrIsTTY
    }

    /// Pipes everywhere: what tests and scripts see.
    public static let pipes = StandardStreams(stdinIsTTY: false, stdoutIsTTY: false, stderrIsTTY: false)

    /// The real streams of this process.
    public static func current() -> StandardStreams {
        StandardStreams(
            stdinIsTTY: SystemConsole.isTTY(0), stdoutIsTTY: SystemConsole.isTTY(1), stderrIsTTY: SystemConsole.isTTY(2)
        )
    }
}
