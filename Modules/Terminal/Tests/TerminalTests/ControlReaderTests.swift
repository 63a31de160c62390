import Foundation
import Testing

@testable import Terminal

/// The control reader on each kind of standard input a driving program can give: file, character device, pipe.
/// 控制读取器面对驱动程序可能给出的各种标准输入：文件、字符设备、管道。
@MainActor @Suite(.serialized) struct ControlReaderTests {
    /// What the reader handed over.
    @MainActor private final class Heard {
        var lines: [String] = []
        var ended = false
        /// How many lines had arrived when other work queued behind a batch ran.
        var linesWhenOtherWorkRan: Int?
    }

    /// Reads standard input from `path` (swapped in for the test process, then put back) until its end.
    private func read(from path: String, onLine: @escaping @MainActor (Heard) -> Void = { _ in }) async -> Heard {
        let opened = open(path, O_RDONLY)
        defer { close(opened) }
        return await read(descriptor: opened, onLine: onLine)
    }

    /// Reads standard input from `descriptor` (a duplicate swapped in for the test process) until its end.
    private func read(descriptor: Int32, onLine: @escaping @MainActor (Heard) -> Void = { _ in }) async -> Heard {
        let saved = dup(STDIN_FILENO)
        dup2(descriptor, STDIN_FILENO)
        defer {
            dup2(saved, STDIN_FILENO)
            close(saved)
        }
        let heard = Heard()
        let reader = ControlReader()
        reader.start(
            onLine: { line in
                heard.lines.append(line)
                onLine(heard)
            }, onEnd: { heard.ended = true })
        let deadline = ContinuousClock.now + .seconds(20)
        while !heard.ended && ContinuousClock.now < deadline { try? await Task.sleep(for: .milliseconds(5)) }
        reader.stop()
        return heard
    }

    /// A pipe whose writer puts `bytes` in (from a thread: more than the pipe holds may wait) and then closes.
    private func pipe(writing bytes: [UInt8], closeFirst: Bool) -> Int32 {
        var ends: [Int32] = [0, 0]
        #expect(Glibc.pipe(&ends) == 0)
        let (reading, writing) = (ends[0], ends[1])
        let write: @Sendable () -> Void = {
            var offset = 0
            while offset < bytes.count {
                let written = bytes[offset...].withUnsafeBytes { Glibc.write(writing, $0.baseAddress, $0.count) }
                if written <= 0 { break }
                offset += written
            }
            close(writing)
        }
        if closeFirst { write() } else { Thread.detachNewThread(write) }
        return reading
    }

    private static func flood(_ count: Int) -> [UInt8] {
        Array(String(repeating: "back\n", count: count).utf8) + Array("end\n".utf8)
    }

    @Test func aCharacterDeviceSuchAsDevNullEndsTheInput() async {
        let heard = await read(from: "/dev/null")
        #expect(heard.ended, "epoll cannot watch /dev/null: without its own thread the end never comes")
        #expect(heard.lines.isEmpty)
    }

    @Test func aFileIsReadLineByLineThenEnds() async throws {
        let path = NSTemporaryDirectory() + "interfit-control-" + UUID().uuidString
        defer { unlink(path) }
        try Data("pause\nresume\nskip".utf8).write(to: URL(fileURLWithPath: path))
        let heard = await read(from: path)
        #expect(heard.ended)
        #expect(heard.lines == ["pause", "resume", "skip"])
    }

    @Test func aFloodWrittenAndClosedBeforeReadingIsReadToTheEnd() async {
        // 5,004 bytes wait in the pipe and its writer is gone: libdispatch reports such a pipe once, so the first
        // wake-up must take everything (before, the 820 lines of the first 4,096 bytes came and nothing else).
        let reading = pipe(writing: Self.flood(1000), closeFirst: true)
        defer { close(reading) }
        let heard = await read(descriptor: reading)
        #expect(heard.ended)
        #expect(heard.lines.count == 1001)
        #expect(heard.lines.last == "end" && heard.lines.dropLast().allSatisfy { $0 == "back" })
    }

    @Test func twentyThousandLinesFromAWriterStillWritingArriveInOrder() async {
        let reading = pipe(writing: Self.flood(20_000), closeFirst: false)
        defer { close(reading) }
        let heard = await read(descriptor: reading)
        #expect(heard.ended)
        #expect(heard.lines.count == 20_001)
        #expect(heard.lines.last == "end" && heard.lines.dropLast().allSatisfy { $0 == "back" })
    }

    @Test func aFloodIsHandedOverInTurnsSoOtherWorkRunsBetween() async throws {
        let path = NSTemporaryDirectory() + "interfit-control-" + UUID().uuidString
        defer { unlink(path) }
        try Data(Self.flood(20_000)).write(to: URL(fileURLWithPath: path))
        // Work queued on the main queue while the first line is handled runs right after that turn's batch.
        let heard = await read(from: path) { heard in
            guard heard.lines.count == 1 else { return }
            DispatchQueue.main.async { MainActor.assumeIsolated { heard.linesWhenOtherWorkRan = heard.lines.count } }
        }
        #expect(heard.lines.count == 20_001)
        #expect(heard.linesWhenOtherWorkRan == ControlReader.linesPerTurn)
    }

    @Test func aStreamWithoutNewlinesIsReadInTurnsSoOtherWorkRunsBetween() async throws {
        // 1 MiB without a newline gives no lines to count: before, one turn read it all while the timer waited.
        let path = NSTemporaryDirectory() + "interfit-control-" + UUID().uuidString
        defer { unlink(path) }
        let bytes = Array("pause\n".utf8) + [UInt8](repeating: 0x78, count: 1 << 20) + Array("\nend\n".utf8)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let heard = await read(from: path) { heard in
            guard heard.lines.count == 1 else { return }
            DispatchQueue.main.async { MainActor.assumeIsolated { heard.linesWhenOtherWorkRan = heard.lines.count } }
        }
        #expect(heard.lines == ["pause", String(repeating: "x", count: 256), "end"])
        #expect(heard.linesWhenOtherWorkRan == 1)
    }
}
