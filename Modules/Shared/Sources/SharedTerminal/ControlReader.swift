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

    /// Calls `onLine` for each complete line and `onEnd` once at end of input or on a read error.
    public init() {}

    public func start(onLine: @escaping @MainActor (String) -> Void, onEnd: @escaping @MainActor () -> Void) {
        let source = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .main)
        source.setEventHandler { [weak self] in
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = read(STDIN_FILENO, &buffer, buffer.count)
            let failed = count < 0 && errno != EINTR && errno != EAGAIN
            MainActor.assumeIsolated {
                guard let self else { return }
                if count > 0 {
                    for line in self.lines(from: buffer.prefix(count)) { onLine(line) }
                } else if count == 0 || failed {
                    if !self.pending.isEmpty { onLine(String(decoding: self.pending, as: UTF8.self)) }
                    self.pending = []
                    self.stop()
                    onEnd()
                }
            }
        }
        source.resume()
        self.source = source
    }

    public func stop() {
        source?.cancel()
        source = nil
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
