import Dispatch
import Foundation

/// Reads newline commands from a standard input that is not the training screen's (a pipe, a file, a
/// program driving the workout) and tells when it ends; wakes on input, never polls.
/// 从非训练画面的标准输入（管道、文件、驱动训练的程序）读取按行命令，并在输入结束时告知；有输入才唤醒，从不轮询。
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
