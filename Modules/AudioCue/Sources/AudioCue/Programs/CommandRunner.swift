import Foundation

/// Runs a short command-line program to completion and returns what it printed; a hung program is killed.
/// 运行一个短命令行程序直到结束并返回其输出；卡住的程序会被终止。
struct CommandRunner: Sendable {
    /// What a finished program left: whether it started, its exit status (nil if not started or killed), its output.
    /// 程序结束后的结果：是否启动、退出码（未启动或被终止时为 nil）与输出。
    struct Result: Hashable, Sendable {
        var started = true
        let status: Int32?
        let output: String

        static let notStarted = Result(started: false, status: nil, output: "")

        /// True when the program exited with status 0.
        var succeeded: Bool { status == 0 }
    }

    let environment: [String: String]?
    let timeout: Duration

    init(environment: [String: String]?, timeout: Duration = .seconds(2)) {
        self.environment = environment
        self.timeout = timeout
    }

    /// Runs `path` with `arguments` (never a shell line) and waits at most `timeout` for it.
    func run(_ path: String, _ arguments: [String]) -> Result {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return .notStarted }
        let reading = ChildProcess.raised(ends[0])
        let writing = ChildProcess.raised(ends[1])
        _ = fcntl(reading, F_SETFD, FD_CLOEXEC)
        _ = fcntl(writing, F_SETFD, FD_CLOEXEC)
        defer { close(reading) }
        let child: ChildProcess
        do {
            child = try ChildProcess.launch(path, arguments: arguments, output: writing, environment: environment)
        } catch {
            close(writing)
            return .notStarted
        }
        close(writing)
        let deadline = ContinuousClock.now + timeout
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        var timedOut = false
        while true {
            let left = ContinuousClock.now.duration(to: deadline)
            guard left > .zero else {
                timedOut = true
                break
            }
            var poller = pollfd(fd: reading, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(max(1, (left / .milliseconds(1)).rounded(.up))))
            if ready < 0 && errno == EINTR { continue }
            if ready <= 0 { continue }
            let count = read(reading, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            output += buffer[0..<count]
        }
        if timedOut {
            child.send(SIGKILL)
            child.waitForExit()
            return Result(status: nil, output: String(decoding: output, as: UTF8.self))
        }
        while ContinuousClock.now < deadline {
            if let status = child.exitStatus() {
                let code = status == -1 ? nil : Self.exitCode(status)
                return Result(status: code, output: String(decoding: output, as: UTF8.self))
            }
            usleep(1000)
        }
        child.send(SIGKILL)
        child.waitForExit()
        return Result(status: nil, output: String(decoding: output, as: UTF8.self))
    }

    /// The exit code of a `waitpid` status, nil when a signal ended the program.
    private static func exitCode(_ status: Int32) -> Int32? {
        status & 0x7F == 0 ? (status >> 8) & 0xFF : nil
    }
}
