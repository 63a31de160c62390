import Foundation

/// On fatal signals, restores the terminal and syncs the journal (async-signal-safe), then dies of the same signal.
/// 收到致命信号时，恢复终端并同步日志（异步信号安全），然后以同一信号退出。
public enum FatalSignals {
    static let numbers: [Int32] = [
        SIGQUIT, SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGSYS, SIGXCPU, SIGUSR1, SIGUSR2, SIGALRM,
        SIGVTALRM, SIGPROF, SIGIO, SIGPWR, SIGSTKFLT,
    ]

    /// Installs the handler once, on an alternate stack (a stack overflow must still restore the terminal).
    public static func install() {
        _ = TerminalRestore.leaveScreen
        let stackSize = 64 * 1024
        var stack = stack_t()
        stack.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: stackSize, alignment: 16)
        stack.ss_size = stackSize
        sigaltstack(&stack, nil)
        for number in numbers {
            SignalHandler.install(
                number, fatalSignalHandler, flags: Int32(bitPattern: UInt32(SA_RESETHAND)) | Int32(SA_ONSTACK))
        }
        // Over a file-size limit (`ulimit -f`) a write fails with EFBIG and is reported like a full disk; SIGXFSZ
        // would kill the process before it could say so.
        signal(SIGXFSZ, SIG_IGN)
    }
}

/// The handler: restore, sync, re-raise (SA_RESETHAND has put the default action back).
private func fatalSignalHandler(_ number: Int32) {
    TerminalRestore.restoreNow()
    TerminalRestore.syncNow()
    raise(number)
}
