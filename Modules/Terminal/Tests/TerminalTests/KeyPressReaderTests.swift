import Foundation
import Shared
import Testing

@testable import Terminal

@MainActor
@Suite struct KeyPressReaderTests {
    /// Keys typed ahead of a quit (or of a workout taking the terminal) arrive in the same read: they are dropped.
    @Test func aStopFromTheHandlerDropsTheRestOfThatRead() async throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let reader = KeyPressReader(descriptor: ends[0])
        var keys: [KeyPress] = []
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            reader.start(
                { key in
                    keys.append(key)
                    reader.stop()
                    if keys.count == 1 { done.resume() }
                }, onEnd: {})
            SystemConsole.write(ends[1], "qxyz".utf8)
        }
        close(ends[1])
        #expect(keys == [.character("q")])
    }
}
