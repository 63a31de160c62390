import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The process's standard streams: results on stdout, messages and errors on stderr. Writes never trap:
/// a reader that went away (`| head`) or a closed terminal must not stop a workout or lose its session.
struct Console: Sendable {
    /// Prints one line (or block) of results to standard output.
    func out(_ text: String) {
        Self.write(STDOUT_FILENO, text + "\n")
    }

    /// Prints one line of human-oriented messages to standard error.
    func err(_ text: String) {
        Self.write(STDERR_FILENO, text + "\n")
    }

    /// Writes all of `bytes`, retrying short writes and EINTR; any other error drops the output.
    static func write(_ descriptor: Int32, _ bytes: some Collection<UInt8>) {
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
                return
            }
        }
    }

    static func write(_ descriptor: Int32, _ text: String) {
        write(descriptor, text.utf8)
    }

    /// True when the stream (1 = stdout, 2 = stderr, 0 = stdin) is a terminal.
    static func isTTY(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }
}

/// write(2), named apart from `Console.write`.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
    #else
        Darwin.write(descriptor, bytes, count)
    #endif
}
