import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Where commands write: results on stdout, messages and errors on stderr; injectable for in-process tests.
/// 命令的输出去处：结果写到 stdout，消息与错误写到 stderr；可注入以便进程内测试。
public protocol Console: Sendable {
    /// Writes text to standard output as is.
    func write(_ text: String)
    /// Writes text to standard error as is.
    func writeError(_ text: String)
    /// True once standard output's reader went away (EPIPE): nobody reads what is written there any more.
    var isOutputGone: Bool { get }
}

extension Console {
    /// A console whose output never goes away (in-process tests).
    public var isOutputGone: Bool { false }

    /// Prints one line (or block) of results to standard output.
    public func out(_ text: String) { write(text + "\n") }
    /// Prints one line of human-oriented messages to standard error.
    public func err(_ text: String) { writeError(text + "\n") }

    /// Asks a yes/no question and reads one key from the terminal; true for y.
    public func ask(_ question: String, readKey: () -> UInt8? = PromptKey.read) -> Bool {
        write(question + " ")
        let answer = readKey()
        out("")
        return answer == UInt8(ascii: "y") || answer == UInt8(ascii: "Y")
    }
}

/// The process's real standard streams; writes never trap, so a vanished reader or closed terminal stops nothing.
/// 进程真实的标准流；写入绝不崩溃，读端离开或终端关闭都不会造成中断。
public struct SystemConsole: Console {
    public init() {}

    public func write(_ text: String) { Self.write(STDOUT_FILENO, text.utf8) }
    public func writeError(_ text: String) { Self.write(STDERR_FILENO, text.utf8) }
    public var isOutputGone: Bool { Self.outputGone.load(ordering: .relaxed) }

    /// Set when a write to standard output failed with EPIPE (SIGPIPE is ignored while a workout runs).
    private static let outputGone = Atomic<Bool>(false)

    /// Writes all of `bytes`, retrying short writes and EINTR; any other error drops the output.
    public static func write(_ descriptor: Int32, _ bytes: some Collection<UInt8>) {
        let buffer = Array(bytes)
        var offset = 0
        while offset < buffer.count {
            let written = buffer.withUnsafeBytes { raw in
                systemWrite(descriptor, raw.baseAddress! + offset, raw.count - offset)
            }
            if written > 0 {
                offset += written
            } else if written < 0 && errno == EINTR {
                continue
            } else {
                if written < 0 && errno == EPIPE && descriptor == STDOUT_FILENO {
                    outputGone.store(true, ordering: .relaxed)
                }
                return
            }
        }
    }

    /// True when the stream (1 = stdout, 2 = stderr, 0 = stdin) is a terminal.
    public static func isTTY(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }
}

/// write(2), named apart from `SystemConsole.write`.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
    #else
        Darwin.write(descriptor, bytes, count)
    #endif
}
