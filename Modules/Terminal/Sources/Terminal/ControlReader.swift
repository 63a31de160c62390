import Dispatch
import Foundation

// Every byte counts: a wake-up drains all input that is ready (libdispatch reports a pipe whose writer is gone only
// once, so what is left must be read then), and lines are handed over in batches, each its own turn of the main
// queue, so a flood of commands never holds up the timer between them.

/// Reads line commands from a non-terminal standard input (pipe, file, program) and reports its end; never polls.
/// 从非终端的标准输入（管道、文件、程序）读取按行命令并告知输入结束；从不轮询。
@MainActor
public final class ControlReader {
    /// How the input is waited for.
    /// 等待输入的方式。
    private enum Input {
        case none
        /// A read source on the main queue; suspended while lines are handed over or input is being drained.
        case source(DispatchSourceRead)
        /// A blocking reader thread (epoll cannot watch /dev/null), reading on when the semaphore says so.
        case thread(DispatchSemaphore)
    }

    private var input = Input.none
    /// True while the read source is suspended (it must be resumed before it is released).
    private var isSuspended = false
    /// True while a drain is scheduled on the main queue.
    private var drainScheduled = false
    /// True once the input reached its end or failed.
    private var reachedEnd = false
    /// The partial line after the last newline.
    private var pending: [UInt8] = []
    /// Complete lines not yet handed over, from `head` on.
    private var lines: [String] = []
    private var head = 0

    /// Longest command line kept; longer input is cut (a stray binary stream cannot grow memory).
    private static let maximumLine = 256
    /// Bytes read at once.
    nonisolated static let chunkBytes = 64 * 1024
    /// Lines handed over in one turn of the main queue, before whatever else waits there (the timer) runs.
    nonisolated static let linesPerTurn = 256

    private var onLine: (@MainActor (String) -> Void)?
    private var onEnd: (@MainActor () -> Void)?

    public init() {}

    /// Calls `onLine` for each complete line, in order, and `onEnd` once at end of input or on a read error.
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
            MainActor.assumeIsolated { self?.inputReady() }
        }
        input = .source(source)
        source.resume()
    }

    public func stop() {
        if case .source(let source) = input {
            source.cancel()
            if isSuspended { source.resume() }
        }
        if case .thread(let wanted) = input { wanted.signal() }
        input = .none
        isSuspended = false
        (onLine, onEnd) = (nil, nil)
        (lines, head, pending) = ([], 0, [])
    }

    /// The read source fired: it rests while everything ready is drained.
    private func inputReady() {
        guard case .source(let source) = input, !isSuspended else { return }
        source.suspend()
        isSuspended = true
        drain()
    }

    /// Hands over up to `linesPerTurn` lines and reads at most one chunk; the rest on a later turn.
    private func drain() {
        // Once nothing is left, the source is resumed (or the thread told to read on) and waits for the next input.
        // One chunk a turn: a stream without newlines (which gives no lines to count) cannot hold up the timer either.
        drainScheduled = false
        var budget = Self.linesPerTurn
        var mayRead = true
        while onLine != nil {
            if head < lines.count {
                guard budget > 0 else { return scheduleDrain() }
                let line = lines[head]
                head += 1
                budget -= 1
                onLine?(line)
                continue
            }
            (lines, head) = ([], 0)
            if reachedEnd { return finish() }
            switch input {
            case .none:
                return
            case .thread(let wanted):
                // The thread reads the next chunk now that this one is handed over.
                wanted.signal()
                return
            case .source(let source):
                guard mayRead else { return scheduleDrain() }
                mayRead = false
                guard Self.canReadWithoutBlocking(STDIN_FILENO), readChunk() else {
                    isSuspended = false
                    return source.resume()
                }
            }
        }
    }

    /// The rest of the lines on a later turn, after what else waits on the main queue.
    private func scheduleDrain() {
        guard !drainScheduled else { return }
        drainScheduled = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated { self?.drain() }
        }
    }

    /// One `read` poll said will not block: lines queued or the end noted; false on "try again" (non-blocking input).
    private func readChunk() -> Bool {
        var buffer = [UInt8](repeating: 0, count: Self.chunkBytes)
        var count: Int
        repeat { count = read(STDIN_FILENO, &buffer, buffer.count) } while count < 0 && errno == EINTR
        if count > 0 {
            split(buffer[..<count])
        } else if count == 0 || (errno != EAGAIN && errno != EWOULDBLOCK) {
            reachedEnd = true
        } else {
            return false
        }
        return true
    }

    /// True when a `read` of `descriptor` returns at once (data, end of input or an error waits).
    private static func canReadWithoutBlocking(_ descriptor: Int32) -> Bool {
        var watched = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        var ready: Int32
        repeat { ready = poll(&watched, 1, 0) } while ready < 0 && errno == EINTR
        return ready > 0 && watched.revents != 0
    }

    /// Blocking reads off the main thread, one chunk handed over at a time (an endless device cannot grow memory).
    private func readOnThread() {
        let wanted = DispatchSemaphore(value: 0)
        input = .thread(wanted)
        Thread.detachNewThread { [weak self] in
            var buffer = [UInt8](repeating: 0, count: Self.chunkBytes)
            while true {
                let count = read(STDIN_FILENO, &buffer, buffer.count)
                if count < 0 && errno == EINTR { continue }
                let chunk = count > 0 ? Array(buffer.prefix(count)) : nil
                DispatchQueue.main.async {
                    MainActor.assumeIsolated {
                        // A stopped or released reader takes nothing more: the thread is let go.
                        guard let self, self.onLine != nil else {
                            wanted.signal()
                            return
                        }
                        self.accept(chunk)
                    }
                }
                wanted.wait()
                if chunk == nil { return }
            }
        }
    }

    /// A chunk from the reader thread (nil: end of input or a read error).
    private func accept(_ chunk: [UInt8]?) {
        if let chunk { split(chunk[...]) } else { reachedEnd = true }
        drain()
    }

    /// Queues the complete lines of `bytes`; the rest waits for its newline.
    private func split(_ bytes: ArraySlice<UInt8>) {
        for byte in bytes {
            if byte == 0x0A {
                lines.append(String(decoding: pending, as: UTF8.self))
                pending.removeAll(keepingCapacity: true)
            } else if pending.count < Self.maximumLine {
                pending.append(byte)
            }
        }
    }

    /// End of input: the last unterminated line, then `onEnd`.
    private func finish() {
        guard let onLine, let onEnd else { return }
        if !pending.isEmpty { onLine(String(decoding: pending, as: UTF8.self)) }
        stop()
        onEnd()
    }
}
