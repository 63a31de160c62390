import Dispatch
import Foundation
import Shared

/// Wakes on terminal input (no polling) and hands each decoded key press to a main-actor handler.
/// 在终端有输入时唤醒（不轮询），把每个解码后的按键交给主 actor 处理。
@MainActor
public final class KeyPressReader {
    private var source: DispatchSourceRead?
    private var decoder = KeyPressDecoder()

    public init() {}

    /// Calls `handler` for each key; `onEnd` once when the terminal is gone (end of input or a read error).
    public func start(_ handler: @escaping @MainActor (KeyPress) -> Void, onEnd: @escaping @MainActor () -> Void) {
        let source = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .main)
        source.setEventHandler { [weak self] in
            var buffer = [UInt8](repeating: 0, count: 256)
            let count = read(STDIN_FILENO, &buffer, buffer.count)
            let failed = count < 0 && errno != EINTR && errno != EAGAIN
            MainActor.assumeIsolated {
                guard let self else { return }
                guard count > 0 else {
                    if count == 0 || failed {
                        self.stop()
                        onEnd()
                    }
                    return
                }
                for key in self.decoder.decode(Array(buffer.prefix(count))) { handler(key) }
            }
        }
        source.resume()
        self.source = source
    }

    public func stop() {
        source?.cancel()
        source = nil
        decoder = KeyPressDecoder()
    }
}
