import Foundation

/// The process's standard streams: results on stdout, messages and errors on stderr.
struct Console: Sendable {
    /// Prints one line (or block) of results to standard output.
    func out(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    /// Prints one line of human-oriented messages to standard error.
    func err(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// True when the stream (1 = stdout, 2 = stderr, 0 = stdin) is a terminal.
    static func isTTY(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }
}
