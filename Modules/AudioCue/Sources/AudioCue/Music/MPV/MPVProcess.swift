import Dispatch
import Foundation

/// The running `mpv`, tied to our life: it quits when our end of its IPC socket pair closes, even on `kill -9`.
/// 正在运行的 `mpv`，其生命与本进程绑定：其 IPC 套接字对的本端一关闭（即使是 `kill -9`），它即退出。
final class MPVProcess: Sendable {
    /// The descriptor number the connection has inside mpv (`--input-ipc-client=fd://3`).
    static let childDescriptor: Int32 = 3

    let child: ChildProcess
    /// Our end of the IPC connection.
    let connection: MPVConnection
    private let exited = DispatchGroup()

    private init(child: ChildProcess, connection: MPVConnection) {
        self.child = child
        self.connection = connection
        exited.enter()
        let thread = Thread { [exited] in
            child.waitForExit()
            exited.leave()
        }
        thread.name = "interfit.music.mpv-reaper"
        thread.start()
    }

    /// The mpv arguments: idle, audio only, no user config or scripts, IPC server and life-tie client, then `extra`.
    static func arguments(socket: String?, extra: [String]) -> [String] {
        var arguments = [
            "--no-video", "--idle=yes", "--no-terminal", "--no-config", "--load-scripts=no",
            "--loop-playlist=inf",
            "--input-ipc-client=fd://\(childDescriptor)",
        ]
        if let socket { arguments.append("--input-ipc-server=" + socket) }
        return arguments + extra
    }

    /// Starts mpv at `path`; the connection is ready for commands at once (mpv reads them when it is up).
    static func launch(
        _ path: String, socket: String?, extra: [String], environment: [String: String]?
    ) throws(ChildProcess.LaunchError) -> MPVProcess {
        var pair: [Int32] = [0, 0]
        #if canImport(Darwin)
            let type = SOCK_STREAM
        #else
            let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        #endif
        guard socketpair(AF_UNIX, type, 0, &pair) == 0 else { throw ChildProcess.LaunchError(code: errno) }
        let ours = ChildProcess.raised(pair[0])
        let theirs = ChildProcess.raised(pair[1])
        _ = fcntl(ours, F_SETFD, FD_CLOEXEC)
        _ = fcntl(theirs, F_SETFD, FD_CLOEXEC)
        let child: ChildProcess
        do {
            child = try ChildProcess.launch(
                path, arguments: arguments(socket: socket, extra: extra), descriptors: [(theirs, childDescriptor)],
                environment: environment)
        } catch {
            close(ours)
            close(theirs)
            throw error
        }
        close(theirs)
        return MPVProcess(child: child, connection: MPVConnection(descriptor: ours))
    }

    /// Waits at most `timeout` for mpv to end; true when it has.
    func waitForExit(timeout: Duration) -> Bool {
        let nanoseconds = Int(timeout / .nanoseconds(1))
        return exited.wait(timeout: .now() + .nanoseconds(nanoseconds)) == .success
    }

    /// True once mpv has ended and was reaped.
    var hasExited: Bool { waitForExit(timeout: .zero) }

    /// Kills mpv outright (when it did not quit in time).
    func kill() {
        if !hasExited { child.send(SIGKILL) }
    }
}
