import Dispatch
import Foundation

/// Wakes on terminal input (no polling) and hands each key to a main-actor handler.
@MainActor
final class KeyReader {
    private var source: DispatchSourceRead?

    func start(_ handler: @escaping @MainActor (TrainKey) -> Void) {
        let source = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .main)
        source.setEventHandler { [weak self] in
            var buffer = [UInt8](repeating: 0, count: 64)
            let count = read(STDIN_FILENO, &buffer, buffer.count)
            MainActor.assumeIsolated {
                guard count > 0 else {
                    if count == 0 || (errno != EINTR && errno != EAGAIN) { self?.stop() }
                    return
                }
                for key in TrainKey.parse(Array(buffer.prefix(count))) { handler(key) }
            }
        }
        source.resume()
        self.source = source
    }

    func stop() {
        source?.cancel()
        source = nil
    }
}
