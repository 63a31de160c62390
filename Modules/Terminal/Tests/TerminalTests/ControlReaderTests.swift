import Foundation
import Testing

@testable import Terminal

/// The control reader on each kind of standard input a driving program can give: file, character device, pipe.
/// 控制读取器面对驱动程序可能给出的各种标准输入：文件、字符设备、管道。
@MainActor @Suite(.serialized) struct ControlReaderTests {
    /// What the reader handed over.
    private final class Heard {
        var lines: [String] = []
        var ended = false
    }

    /// Reads standard input from `path` (swapped in for the test process, then put back) until its end.
    private func read(from path: String) async -> Heard {
        let saved = dup(STDIN_FILENO)
        let opened = open(path, O_RDONLY)
        dup2(opened, STDIN_FILENO)
        close(opened)
        defer {
            dup2(saved, STDIN_FILENO)
            close(saved)
        }
        let heard = Heard()
        let reader = ControlReader()
        reader.start(onLine: { heard.lines.append($0) }, onEnd: { heard.ended = true })
        let deadline = ContinuousClock.now + .seconds(10)
        while !heard.ended && ContinuousClock.now < deadline { try? await Task.sleep(for: .milliseconds(5)) }
        reader.stop()
        return heard
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
}
