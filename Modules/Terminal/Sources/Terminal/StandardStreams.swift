import Foundation

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

    /// Opens /dev/null on a closed standard stream, so no file opened later takes its number (and our output).
    public static func occupyClosed() {
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 {
            let opened = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
            if opened >= 0 && opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
        }
    }

    /// The real streams of this process.
    public static func current() -> StandardStreams {
        StandardStreams(
            stdinIsTTY: SystemConsole.isTTY(0), stdoutIsTTY: SystemConsole.isTTY(1), stderrIsTTY: SystemConsole.isTTY(2)
        )
    }
}
