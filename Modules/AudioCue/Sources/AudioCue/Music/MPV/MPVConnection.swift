import Foundation
import Synchronization

/// Our end of mpv's IPC connection: locked whole-line writes, lines read on a background thread; closing it quits mpv.
/// 与 mpv IPC 连接的本端：在锁内整行写入，在后台线程逐行读取；关闭它即令 mpv 退出。
final class MPVConnection: Sendable {
    /// The descriptor, and whether the reader has closed it (after that nothing may use the number).
    /// 描述符，以及读取线程是否已关闭它（之后不得再使用该编号）。
    private struct State {
        var descriptor: Int32
        var closed = false
    }

    private let state: Mutex<State>

    /// Takes ownership of `descriptor` (a connected stream socket).
    init(descriptor: Int32) {
        state = Mutex(State(descriptor: descriptor))
        var timeout = timeval(tv_sec: 0, tv_usec: 300_000)
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        #if canImport(Darwin)
            var one: Int32 = 1
            setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    /// Writes `data` whole; false when the connection is closed or broken (never raises SIGPIPE).
    @discardableResult
    func send(_ data: Data) -> Bool {
        state.withLock { state in
            guard !state.closed else { return false }
            return data.withUnsafeBytes { bytes in
                var offset = 0
                while offset < bytes.count {
                    #if canImport(Darwin)
                        let written = Foundation.send(
                            state.descriptor, bytes.baseAddress! + offset, bytes.count - offset, 0)
                    #else
                        let written = Foundation.send(
                            state.descriptor, bytes.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
                    #endif
                    if written < 0 && errno == EINTR { continue }
                    guard written > 0 else { return false }
                    offset += written
                }
                return true
            }
        }
    }

    /// Starts the reader thread: `onLine` per line, then `onClose` once at end of stream, after closing the descriptor.
    func startReading(onLine: @escaping @Sendable (Data) -> Void, onClose: @escaping @Sendable () -> Void) {
        let descriptor = state.withLock { $0.descriptor }
        let thread = Thread { [self] in
            var pending = Data()
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = read(descriptor, &buffer, buffer.count)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                pending.append(contentsOf: buffer[0..<count])
                while let newline = pending.firstIndex(of: 0x0A) {
                    let line = pending[pending.startIndex..<newline]
                    pending = pending[(newline + 1)...]
                    if !line.isEmpty { onLine(Data(line)) }
                }
            }
            state.withLock { state in
                state.closed = true
                close(state.descriptor)
            }
            onClose()
        }
        thread.name = "interfit.music.mpv-reader"
        thread.start()
    }

    /// Ends the connection in both directions (mpv sees it close and quits; the reader sees end of stream).
    func shutDown() {
        state.withLock { state in
            if !state.closed { _ = Foundation.shutdown(state.descriptor, Int32(SHUT_RDWR)) }
        }
    }
}
