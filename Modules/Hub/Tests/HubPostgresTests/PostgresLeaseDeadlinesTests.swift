import Synchronization
import Testing

@testable import HubPostgres

/// The one-timer deadlines of pooled-connection waits: a due wait expires once, a removed one never does.
/// 连接池等待的单计时器期限：到期的等待只失效一次，已移除的等待从不失效。
struct PostgresLeaseDeadlinesTests {
    /// Counts how often each wait expired.
    /// 统计每个等待失效的次数。
    final class Expiries: Sendable {
        private let counts = Mutex([Int: Int]())

        func expire(_ wait: Int) { counts.withLock { $0[wait, default: 0] += 1 } }

        subscript(_ wait: Int) -> Int { counts.withLock { $0[wait] ?? 0 } }
    }

    @Test func aDueWaitExpiresOnceAndARemovedOneNever() async throws {
        let deadlines = PostgresLeaseDeadlines()
        let expiries = Expiries()
        let due = deadlines.add(after: .milliseconds(50)) { expiries.expire(0) }
        let removed = deadlines.add(after: .milliseconds(50)) { expiries.expire(1) }
        let later = deadlines.add(after: .seconds(60)) { expiries.expire(2) }
        deadlines.remove(removed)
        #expect(deadlines.count == 2)
        // The sweeper looks every 250 ms: the due wait goes within a few periods, the distant one stays.
        let clock = ContinuousClock()
        let limit = clock.now.advanced(by: .seconds(10))
        while expiries[0] == 0, clock.now < limit { try await Task.sleep(for: .milliseconds(20)) }
        #expect(expiries[0] == 1)
        #expect(expiries[1] == 0)
        #expect(expiries[2] == 0)
        #expect(deadlines.count == 1)
        deadlines.remove(later)
        deadlines.remove(due)
        #expect(deadlines.count == 0)
    }

    @Test func theSweeperStartsAgainAfterItStopped() async throws {
        let deadlines = PostgresLeaseDeadlines()
        let expiries = Expiries()
        let clock = ContinuousClock()
        for wait in 0..<2 {
            _ = deadlines.add(after: .milliseconds(10)) { expiries.expire(wait) }
            let limit = clock.now.advanced(by: .seconds(10))
            while expiries[wait] == 0, clock.now < limit { try await Task.sleep(for: .milliseconds(20)) }
            #expect(expiries[wait] == 1)
            // Nothing waits any more, so the sweeper ends; the next wait must start it again.
            while deadlines.isSweeping, clock.now < limit { try await Task.sleep(for: .milliseconds(20)) }
            #expect(!deadlines.isSweeping)
        }
        #expect(deadlines.count == 0)
    }
}
