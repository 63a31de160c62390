/// The documented exit codes of `interfit` (sysexits.h values where one fits).
/// `interfit` 的退出码（尽量采用 sysexits.h 的取值）。
enum ExitStatus: Int32, Sendable {
    case ok = 0
    /// Bad usage or invalid values (EX_USAGE).
    case usage = 64
    /// A bad input file (EX_DATAERR).
    case badInputFile = 65
    /// Database or I/O trouble (EX_IOERR).
    case ioError = 74
    /// Ended by an interrupt signal (128 + SIGINT).
    case interrupted = 130
}
