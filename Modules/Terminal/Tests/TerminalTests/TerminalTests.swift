import Foundation
import Testing

@testable import Terminal

@Suite struct TerminalTests {
    @Test func anEscapeSequenceIsOneKeyAndTextIsSplitIntoCharacters() {
        #expect(KeyReader.keys(Array("\u{1B}[A".utf8)) == ["\u{1B}"])
        #expect(KeyReader.keys(Array("p ".utf8)) == ["p", " "])
        #expect(KeyReader.keys(Array("训".utf8)) == ["训"])
    }

    @Test func consoleWritesReachTheDescriptorWhole() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let text = String(repeating: "interval ", count: 1000)
        SystemConsole.write(ends[1], text.utf8)
        close(ends[1])
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while case let count = read(ends[0], &buffer, buffer.count), count > 0 { received += buffer.prefix(count) }
        #expect(String(decoding: received, as: UTF8.self) == text)
    }

    @Test func writingToAClosedReaderDropsTheOutputInsteadOfDying() {
        signal(SIGPIPE, SIG_IGN)
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        close(ends[0])
        SystemConsole.write(ends[1], "nobody reads this".utf8)
        #expect(errno == EPIPE, "the write failed and returned, it did not retry forever")
        close(ends[1])
    }
}
