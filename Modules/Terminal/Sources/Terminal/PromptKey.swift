import Foundation

/// Reads one key press from the terminal without waiting for Enter; nil at end of input.
/// 不等回车，从终端读取一次按键；输入结束时为 nil。
public enum PromptKey {
    /// Signals that would otherwise leave the terminal without echo: handled only while the prompt waits.
    private static let handled: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGTSTP]

    public static func read() -> UInt8? {
        var original = termios()
        guard tcgetattr(STDIN_FILENO, &original) == 0 else { return readByte() }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        TerminalRestore.promptSettings = (original, raw)
        // Restarted reads continue after `fg`; no deferral, so Ctrl-Z can stop the process inside the handler.
        var previous = handled.map {
            SignalHandler.install(
                $0, promptSignalHandler, flags: Int32(SA_RESTART) | Int32(bitPattern: UInt32(SA_NODEFER)))
        }
        TerminalRestore.promptIsRaw = true
        tcsetattr(STDIN_FILENO, TCSANOW, &raw)
        defer {
            TerminalRestore.promptIsRaw = false
            tcsetattr(STDIN_FILENO, TCSANOW, &original)
            for (index, number) in handled.enumerated() { sigaction(number, &previous[index], nil) }
        }
        return readByte()
    }

    private static func readByte() -> UInt8? {
        var byte: UInt8 = 0
        while true {
            let count = Foundation.read(STDIN_FILENO, &byte, 1)
            if count == 1 { return byte }
            if count < 0 && errno == EINTR { continue }
            return nil
        }
    }
}

/// While a prompt waits: Ctrl-Z gives the terminal back and stops, `fg` takes it again; the rest exit 130 restored.
private func promptSignalHandler(_ number: Int32) {
    TerminalRestore.restoreNow()
    guard number == SIGTSTP else { _exit(130) }
    var ours = SignalHandler.install(SIGTSTP, SIG_DFL, flags: 0)
    raise(SIGTSTP)
    // Continued (`fg`): the prompt's mode and handler again.
    sigaction(SIGTSTP, &ours, nil)
    TerminalRestore.promptIsRaw = true
    tcsetattr(STDIN_FILENO, TCSANOW, &TerminalRestore.promptSettings.raw)
}
