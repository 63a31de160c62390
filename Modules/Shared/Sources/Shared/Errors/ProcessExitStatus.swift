/// The documented exit codes of Interfit's programs (sysexits.h values where one fits).
/// Interfit 程序的退出码（尽量采用 sysexits.h 的取值）。
public enum ProcessExitStatus: Int32, Sendable, CaseIterable {
    case ok = 0
    /// Bad usage or invalid values (EX_USAGE).
    case usage = 64
    /// A bad input file (EX_DATAERR).
    case badInputFile = 65
    /// A service (the hub) cannot be reached or failed (EX_UNAVAILABLE).
    case unavailable = 69
    /// Database or I/O trouble (EX_IOERR).
    case ioError = 74
    /// Try again later, e.g. a rate limit (EX_TEMPFAIL).
    case tryAgainLater = 75
    /// Not signed in, or not allowed (EX_NOPERM).
    case notPermitted = 77
    /// Ended by an interrupt signal (128 + SIGINT).
    case interrupted = 130
}
