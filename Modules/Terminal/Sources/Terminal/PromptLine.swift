import Foundation

/// Reads one line from the terminal, optionally without echo (passwords); the terminal is restored on any signal.
/// 从终端读取一行，可选择不回显（用于密码）；任何信号下都会恢复终端设置。
public enum PromptLine {
    /// Signals that would otherwise leave the terminal without echo: handled only while the prompt waits.
    private static let handled: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGTSTP]

    /// The line typed after Enter, without its line break; nil at the end of input. `secret` turns echo off.
    public static func read(secret: Bool) -> String? {
        var original = termios()
        guard secret, tcgetattr(STDIN_FILENO, &original) == 0 else { return readLine(strippingNewline: true) }
        var quiet = original
        quiet.c_lflag &= ~tcflag_t(ECHO)
        quiet.c_lflag |= tcflag_t(ECHONL)
        TerminalRestore.promptSettings = (original, quiet)
        var previous = handled.map {
            SignalHandler.install($0, secretSignalHandler, flags: Int32(bitPattern: UInt32(SA_NODEFER)))
        }
        TerminalRestore.promptIsRaw = true
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &quiet)
        defer {
            TerminalRestore.promptIsRaw = false
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
            for (index, number) in handled.enumerated() { sigaction(number, &previous[index], nil) }
        }
        return readLine(strippingNewline: true)
    }

    /// The first line of standard input (for `--password-stdin`), without its line break; nil when empty.
    public static func firstLineOfInput() -> String? {
        readLine(strippingNewline: true)
    }
}

/// While a secret prompt waits: Ctrl-Z gives the terminal back and stops, `fg` hides the typing again; the rest exit 130.
private func secretSignalHandler(_ number: Int32) {
    TerminalRestore.restoreNow()
    guard number == SIGTSTP else { _exit(130) }
    var ours = SignalHandler.install(SIGTSTP, SIG_DFL, flags: 0)
    raise(SIGTSTP)
    sigaction(SIGTSTP, &ours, nil)
    TerminalRestore.promptIsRaw = true
    tcsetattr(STDIN_FILENO, TCSANOW, &TerminalRestore.promptSettings.raw)
}
