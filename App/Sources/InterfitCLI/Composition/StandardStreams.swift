/// Which standard streams are terminals, and the terminal's kind; read once by the composition root.
/// 哪些标准流是终端以及终端类型；由组合根读取一次。
struct StandardStreams: Sendable, Equatable {
    let stdinIsTTY: Bool
    let stdoutIsTTY: Bool
    let stderrIsTTY: Bool

    /// Pipes everywhere: what tests and scripts see.
    static let pipes = StandardStreams(stdinIsTTY: false, stdoutIsTTY: false, stderrIsTTY: false)

    /// The real streams of this process.
    static func current() -> StandardStreams {
        StandardStreams(
            stdinIsTTY: SystemConsole.isTTY(0), stdoutIsTTY: SystemConsole.isTTY(1), stderrIsTTY: SystemConsole.isTTY(2)
        )
    }
}
