import Dispatch
import Foundation

/// The write end of the signal pipe; the handler below may only touch this.
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1

/// The signal handler: async-signal-safe, it only writes the signal number to the pipe.
private func forwardSignal(_ number: Int32) {
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(signalPipeWriteEnd, &byte, 1)
}

/// Delivers POSIX signals to main-actor handlers through a self-pipe (libdispatch signal sources can miss signals).
/// 通过自管道把 POSIX 信号交给主 actor 上的处理函数（libdispatch 的信号源可能漏掉信号）。
@MainActor
public final class SignalRelay {
    private var handlers: [Int32: @MainActor () -> Void] = [:]
    private var source: DispatchSourceRead?
    private var readEnd: Int32 = -1

    /// Handles `signalNumber` with `handler` instead of its default action.
    public init() {}

    public func on(_ signalNumber: Int32, _ handler: @escaping @MainActor () -> Void) {
        if source == nil { openPipe() }
        handlers[signalNumber] = handler
        signal(signalNumber, forwardSignal)
    }

    /// Stops handling and gives every signal its default action back.
    public func cancelAll() {
        for number in handlers.keys { signal(number, SIG_DFL) }
        handlers = [:]
        source?.cancel()
        source = nil
    }

    private func openPipe() {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        readEnd = ends[0]
        signalPipeWriteEnd = ends[1]
        let source = DispatchSource.makeReadSource(fileDescriptor: readEnd, queue: .main)
        let readEnd = self.readEnd
        let writeEnd = ends[1]
        source.setEventHandler { [weak self] in
            var buffer = [UInt8](repeating: 0, count: 16)
            let count = read(readEnd, &buffer, buffer.count)
            guard count > 0 else { return }
            MainActor.assumeIsolated {
                for number in buffer.prefix(count) { self?.handlers[Int32(number)]?() }
            }
        }
        source.setCancelHandler {
            close(readEnd)
            close(writeEnd)
        }
        source.resume()
        self.source = source
    }
}
