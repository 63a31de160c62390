import HubStore
import Testing

@testable import HubServer

/// One store read answers every request that arrived before it started, and none that arrived during it.
@Suite struct HubDataVersionBatcherTests {
    /// Store reads that finish only when the test says so; each answers its own number.
    actor GatedReads {
        private(set) var started = 0
        private var gates: [CheckedContinuation<Void, Never>] = []

        func read() async -> HubDataVersion {
            started += 1
            let number = started
            await withCheckedContinuation { gates.append($0) }
            return HubDataVersion("\(number)")
        }

        /// Lets the oldest waiting read finish; false when none is waiting.
        func finishOne() -> Bool {
            guard !gates.isEmpty else { return false }
            gates.removeFirst().resume()
            return true
        }
    }

    /// Waits up to 10 s for `condition`.
    static func eventually(_ condition: () async -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(10)
        while !(await condition()) {
            guard ContinuousClock.now < deadline else { throw CancellationError() }
            try await Task.sleep(for: .milliseconds(1))
        }
    }

    @Test func requestsArrivingDuringAReadShareTheNextOne() async throws {
        let reads = GatedReads()
        let batcher = HubDataVersionBatcher { await reads.read() }
        let first = Task { try await batcher.version() }
        try await Self.eventually { await reads.started == 1 }
        // Two requests arrive while the first read runs: its answer may predate them, so they wait for the next.
        let second = Task { try await batcher.version() }
        let third = Task { try await batcher.version() }
        try await Self.eventually { batcher.waitingCount == 3 }
        #expect(await reads.started == 1)
        #expect(await reads.finishOne())
        #expect(try await first.value == HubDataVersion("1"))
        try await Self.eventually { await reads.started == 2 }
        #expect(await reads.finishOne())
        #expect(try await second.value == HubDataVersion("2"))
        #expect(try await third.value == HubDataVersion("2"))
        // Nobody waits any more: no third read, and the next request starts a read of its own at once.
        #expect(await reads.started == 2)
        let fourth = Task { try await batcher.version() }
        try await Self.eventually { await reads.started == 3 }
        #expect(await reads.finishOne())
        #expect(try await fourth.value == HubDataVersion("3"))
        #expect(batcher.waitingCount == 0)
    }

    @Test func aFailedReadFailsOnlyItsOwnRequests() async throws {
        let attempts = GatedReads()
        let batcher = HubDataVersionBatcher { () throws(HubStoreError) in
            let version = await attempts.read()
            if version == HubDataVersion("1") { throw HubStoreError.unavailable("PostgreSQL: down") }
            return version
        }
        let failing = Task { try await batcher.version() }
        try await Self.eventually { await attempts.started == 1 }
        let later = Task { try await batcher.version() }
        try await Self.eventually { batcher.waitingCount == 2 }
        #expect(await attempts.finishOne())
        await #expect(throws: HubStoreError.unavailable("PostgreSQL: down")) { try await failing.value }
        try await Self.eventually { await attempts.started == 2 }
        #expect(await attempts.finishOne())
        #expect(try await later.value == HubDataVersion("2"))
    }
}
