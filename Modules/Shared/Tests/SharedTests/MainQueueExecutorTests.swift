import Testing

@testable import Shared

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A task that prefers `MainQueueExecutor` runs nonisolated async code, and its waits, on the main thread.
@MainActor
@Suite struct MainQueueExecutorTests {
    @Test func nonisolatedCodeAndAStreamsWaitsRunOnTheMainThread() async {
        let main = pthread_self()
        #expect(await reads([1, 2], on: MainQueueExecutor(), main: main) == [true, true, true])
        // Without the preference the same code runs on the global pool: the test tells the two apart.
        #expect(await reads([1, 2], on: nil, main: main) == [false, false, false])
    }

    /// Whether each step of reading `values` from a stream ran on `main`: before the first, then after each.
    private func reads(_ values: [Int], on executor: MainQueueExecutor?, main: pthread_t) async -> [Bool] {
        let (stream, input) = AsyncStream.makeStream(of: Int.self)
        let reader = Task(executorPreference: executor) { await Self.read(stream, main: main) }
        for value in values { input.yield(value) }
        input.finish()
        return await reader.value
    }

    private nonisolated static func read(_ stream: AsyncStream<Int>, main: pthread_t) async -> [Bool] {
        var onMain = [pthread_equal(pthread_self(), main) != 0]
        for await _ in stream { onMain.append(pthread_equal(pthread_self(), main) != 0) }
        return onMain
    }
}
