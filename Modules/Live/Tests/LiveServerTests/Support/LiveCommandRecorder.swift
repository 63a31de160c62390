import Synchronization

/// Collects a server's `commands` as they come, so tests can wait for them with a deadline.
/// 随到随收服务器的 `commands`，便于测试在时限内等待。
final class LiveCommandRecorder: Sendable {
    private let state = Mutex<(lines: [String], finished: Bool)>(([], false))

    init(_ commands: AsyncStream<String>) {
        Task {
            for await line in commands { self.state.withLock { $0.lines.append(line) } }
            self.state.withLock { $0.finished = true }
        }
    }

    var lines: [String] { state.withLock { $0.lines } }

    /// The lines once there are at least `count` of them (or whatever came within `limit`).
    func waitForLines(_ count: Int, within limit: Duration = .seconds(10)) async -> [String] {
        await waitUntil(within: limit) { $0.lines.count >= count }
        return lines
    }

    /// Whether the stream finished within `limit`.
    func waitForFinish(within limit: Duration = .seconds(10)) async -> Bool {
        await waitUntil(within: limit) { $0.finished }
    }

    @discardableResult
    private func waitUntil(
        within limit: Duration, _ condition: @Sendable ((lines: [String], finished: Bool)) -> Bool
    ) async -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: limit)
        while !state.withLock({ condition($0) }) {
            if clock.now >= deadline { return false }
            try? await Task.sleep(for: .milliseconds(2))
        }
        return true
    }
}
