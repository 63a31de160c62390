import Dispatch
import Foundation

/// Reads line commands from a non-terminal standard input (pipe, file, program) and reports its end; never polls.
/// 从非终端的标准输入（管道、文件、程序）读取按行命令并告知输入结束；从不轮询。
@MainActor
public final class ControlReader {
    private var source: DispatchSourceRead?
    private var pending: [UInt8] = []
    /// Longest command line kept; longer input is cut (a stray binary stream cannot grow memory).
    private static let maximumLine = 256

    private var onLine: (@MainActor (String) -> Void)?
    private var onEnd: (@MainActor () -> Void)?

    public init() {}

    /// Calls `onLine` for each complete line and `onEnd` once at end of input or on a read error.
    public func start(onLine: @escaping @MainActor (String) -> Void, onEnd: @escaping @MainActor () -> Void) {
        (self.onLine, self.onEnd) = (onLine, onEnd)
        var info = stat()
        guard fstat(STDIN_FILENO, &info) == 0, info.st_mode & S_IFMT != S_IFCHR || isatty(STDIN_FILENO) == 1 else {
            // epoll cannot watch a device such as /dev/null (a terminal it can): such input gets a thread of its own.
            readOnThread()
            return
        }
        let source = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .main)
        source.setEventHandler { [weak self] in
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = read(STDIN_FILENO, &buffer, buffer.count)
            guard count >= 0 || (errno != EINTR && errno != EAGAIN) else { return }
            MainActor.assumeIsolated { self?.deliver(count > 0 ? Array(buffer.prefix(count)) : nil) }
        }
        source.resume()
        self.source = source
    }

    public func stop() {
        source?.cancel()
        source = nil
        (onLine, onEnd) = (nil, nil)
    }

    /// Blocking reads off the main thread, one chunk handed over at a time (an endless device cannot grow memory).
    private func readOnThread() {
        let handedOver = DispatchSemaphore(value: 0)
        Thread.detachNewThread { [weak self] in
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(STDIN_FILENO, &buffer, buffer.count)
                if count < 0 && errno == EINTR { continue }
                let chunk = count > 0 ? Array(buffer.prefix(count)) : nil
                DispatchQueue.main.async {
                    MainActor.assumeIsolated { self?.deliver(chunk) }
                    handedOver.signal()
                }
                handedOver.wait()
                if chunk == nil { return }
            }
        }
    }

    /// Hands over the complete lines of `chunk`, or ends the input (nil: end of input or a read error).
    private func deliver(_ chunk: [UInt8]?) {
        guard let onLine, let onEnd else { return }
        guard let chunk else {
            if !pending.isEmpty { onLine(String(decoding: pending, as: UTF8.self)) }
            pending = []
            stop()
            onEnd()
            return
        }
        for line in lines(from: chunk[...]) { onLine(line) }
    }

    private func lines(from bytes: ArraySlice<UInt8>) -> [String] {
        var lines: [String] = []
        for byte in bytes {
            if byte == 0x0A {
                lines.append(String(decoding: pending, as: UTF8.self))
                pending = []
            } else if pending.count < Self.maximumLine {
                pending.append(byte)
            }
        }
        return lines
    }
}
