import Dispatch
import Foundation
import Shared

/// Wakes on terminal input (no polling) and hands each decoded key press to a main-actor handler.
/// 在终端有输入时唤醒（不轮询），把每个解码后的按键交给主 actor 处理。
@MainActor
public final class KeyPressReader {
    private var source: DispatchSourceRead?
    private var decoder = KeyPressDecoder()
    private let descriptor: Int32
    /// How many times `stop()` was called: a change while a read's keys are handed out drops the rest of them.
    private var stops = 0

    /// Reads keys from `descriptor` (standard input unless a test gives a pipe).
    public init(descriptor: Int32 = STDIN_FILENO) {
        self.descriptor = descriptor
    }

    /// Calls `handler` per key until `stop()` (keys read after it are dropped); `onEnd` once when the terminal goes.
    public func start(_ handler: @escaping @MainActor (KeyPress) -> Void, onEnd: @escaping @MainActor () -> Void) {
        let descriptor = descriptor
        let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
        source.setEventHandler { [weak self] in
            var buffer = [UInt8](repeating: 0, count: 256)
            let count = read(descriptor, &buffer, buffer.count)
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
                let stops = self.stops
                for key in self.decoder.decode(Array(buffer.prefix(count))) {
                    guard self.stops == stops else { return }
                    handler(key)
                }
            }
        }
        source.resume()
        self.source = source
    }

    public func stop() {
        stops += 1
        source?.cancel()
        source = nil
        decoder = KeyPressDecoder()
    }
}
