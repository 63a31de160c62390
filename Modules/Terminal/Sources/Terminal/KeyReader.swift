import Dispatch
import Foundation

/// Wakes on terminal input (no polling) and hands each key to a main-actor handler; an escape sequence is one ESC.
/// 在终端有输入时唤醒（不轮询），把每个按键交给主 actor 处理；转义序列作为一个 ESC 传入。
@MainActor
public final class KeyReader {
    private var source: DispatchSourceRead?

    public init() {}

    public func start(_ handler: @escaping @MainActor (Character) -> Void) {
        let source = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .main)
        source.setEventHandler { [weak self] in
            var buffer = [UInt8](repeating: 0, count: 64)
            let count = read(STDIN_FILENO, &buffer, buffer.count)
            MainActor.assumeIsolated {
                guard count > 0 else {
                    if count == 0 || (errno != EINTR && errno != EAGAIN) { self?.stop() }
                    return
                }
                for key in Self.keys(Array(buffer.prefix(count))) { handler(key) }
            }
        }
        source.resume()
        self.source = source
    }

    public func stop() {
        source?.cancel()
        source = nil
    }

    /// The keys in a chunk read from the terminal: characters, or one ESC for an escape sequence.
    nonisolated public static func keys(_ bytes: [UInt8]) -> [Character] {
        if bytes.first == 0x1B { return ["\u{1B}"] }
        return Array(String(decoding: bytes, as: UTF8.self))
    }
}
