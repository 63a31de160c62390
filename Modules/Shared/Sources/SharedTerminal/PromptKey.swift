import Foundation

/// Reads one key press from the terminal without waiting for Enter; nil at end of input.
/// 不等回车，从终端读取一次按键；输入结束时为 nil。
public enum PromptKey {
    public static func read() -> UInt8? {
        var original = termios()
        let isTerminal = tcgetattr(STDIN_FILENO, &original) == 0
        if isTerminal {
            var raw = original
            raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
            tcsetattr(STDIN_FILENO, TCSANOW, &raw)
        }
        defer { if isTerminal { tcsetattr(STDIN_FILENO, TCSANOW, &original) } }
        var byte: UInt8 = 0
        return Foundation.read(STDIN_FILENO, &byte, 1) == 1 ? byte : nil
    }
}
