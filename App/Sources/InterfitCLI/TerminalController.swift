import Foundation

/// The terminal settings to put back at exit, even if the program leaves unexpectedly.
nonisolated(unsafe) private var savedTerminalSettings: termios?
/// True while the alternate screen is up, so the exit hook restores only what is still changed.
nonisolated(unsafe) private var screenIsUp = false

/// Owns the TTY while the training screen is up: unbuffered keys without echo (signals still work),
/// the alternate screen, the size, and drawing only what changed. Always restores what it changed.
@MainActor
final class TerminalController {
    private var lastFrame: [String] = []
    private(set) var isActive = false

    /// Switches to the alternate screen with keys unbuffered and unechoed; Ctrl-C / Ctrl-Z still signal.
    func enter() {
        guard !isActive else { return }
        var settings = termios()
        if tcgetattr(STDIN_FILENO, &settings) == 0 {
            if savedTerminalSettings == nil {
                savedTerminalSettings = settings
                atexit { TerminalController.restoreAtExit() }
            }
            settings.c_lflag &= ~tcflag_t(ICANON | ECHO)
            withUnsafeMutableBytes(of: &settings.c_cc) { bytes in
                bytes[Int(VMIN)] = 1
                bytes[Int(VTIME)] = 0
            }
            tcsetattr(STDIN_FILENO, TCSANOW, &settings)
        }
        write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J")
        lastFrame = []
        isActive = true
        screenIsUp = true
    }

    /// Leaves the alternate screen and puts the terminal settings back.
    func leave() {
        guard isActive else { return }
        write("\u{1B}[?25h\u{1B}[?1049l")
        if var settings = savedTerminalSettings { tcsetattr(STDIN_FILENO, TCSANOW, &settings) }
        isActive = false
        screenIsUp = false
    }

    /// Columns and rows of the terminal (80×24 when unknown).
    func size() -> (width: Int, height: Int) {
        var window = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 {
            return (Int(window.ws_col), Int(window.ws_row))
        }
        return (80, 24)
    }

    /// Draws a full frame, but only when it differs from the one on screen.
    func draw(_ lines: [String], force: Bool = false) {
        guard isActive, force || lines != lastFrame else { return }
        lastFrame = lines
        write("\u{1B}[H" + lines.map { $0 + "\u{1B}[K" }.joined(separator: "\r\n") + "\u{1B}[J")
    }

    /// Writes raw bytes to the terminal; errors (a closed terminal) drop the output.
    func write(_ text: String) {
        Console.write(STDOUT_FILENO, text)
    }

    /// Puts the terminal back if the program exits while the screen is up.
    private nonisolated static func restoreAtExit() {
        guard screenIsUp, var settings = savedTerminalSettings else { return }
        tcsetattr(STDIN_FILENO, TCSANOW, &settings)
        Console.write(STDOUT_FILENO, "\u{1B}[?25h\u{1B}[?1049l")
        screenIsUp = false
    }
}
