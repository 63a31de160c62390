import Foundation
import Shared

/// Owns the TTY while the training screen is up (keys, alternate screen, size, redraws); restores all it changed.
/// 在训练画面显示期间掌管终端（按键、备用屏幕、尺寸、重绘）；会恢复它改变的一切。
@MainActor
public final class TerminalController {
    private var lastFrame: [String] = []
    /// The window title last set, so an unchanged one is not written again.
    private var lastTitle: String?
    /// The size last measured: asked of the terminal again only after `resized()` or `enter()` (a redraw each second).
    private var measuredSize: (width: Int, height: Int)?
    /// Text queued by `writeWithNextFrame(_:)` (a cue's bell) that the next frame carries.
    private var queued: [UInt8] = []
    public private(set) var isActive = false

    public init() {}

    /// Switches to the alternate screen with keys unbuffered and unechoed; Ctrl-C / Ctrl-Z still signal.
    public func enter() {
        guard !isActive else { return }
        var settings = termios()
        if tcgetattr(STDIN_FILENO, &settings) == 0 {
            TerminalRestore.save(settings)
            settings.c_lflag &= ~tcflag_t(ICANON | ECHO)
            withUnsafeMutableBytes(of: &settings.c_cc) { bytes in
                bytes[Int(VMIN)] = 1
                bytes[Int(VTIME)] = 0
            }
            tcsetattr(STDIN_FILENO, TCSANOW, &settings)
        }
        // The window title is pushed on the terminal's stack here and popped on leaving, so the user's comes back.
        write("\u{1B}[22;0t\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J")
        lastFrame = []
        lastTitle = nil
        measuredSize = nil
        isActive = true
        TerminalRestore.screenIsUp = true
    }

    /// Leaves the alternate screen and puts the terminal settings back.
    public func leave() {
        guard isActive else { return }
        flushQueued()
        write("\u{1B}[?25h\u{1B}[?1049l\u{1B}[23;0t")
        if TerminalRestore.hasSavedSettings { tcsetattr(STDIN_FILENO, TCSANOW, &TerminalRestore.savedSettings) }
        isActive = false
        TerminalRestore.screenIsUp = false
    }

    /// Columns and rows of the terminal (80×24 when unknown), as measured since the last `resized()`.
    public func size() -> (width: Int, height: Int) {
        if let measuredSize { return measuredSize }
        let size = Self.currentSize().map { ($0.columns, $0.rows) } ?? (80, 24)
        measuredSize = size
        return size
    }

    /// The terminal changed size (SIGWINCH): the next `size()` measures it again.
    public func resized() {
        measuredSize = nil
    }

    /// Columns and rows of the terminal on stdout, when it is one.
    nonisolated public static func currentSize() -> (columns: Int, rows: Int)? {
        var window = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
            return nil
        }
        return (Int(window.ws_col), Int(window.ws_row))
    }

    /// Rewrites the lines that differ from those on screen (all when `force`) and a changed window title, in one write.
    public func drawChanges(_ lines: [String], title: String? = nil, force: Bool = false) {
        guard isActive else { return }
        var update = FrameDiff.bytes(from: force || lastFrame.isEmpty ? nil : lastFrame, to: lines)
        if !queued.isEmpty {
            update.insert(contentsOf: queued, at: 0)
            queued = []
        }
        lastFrame = lines
        if let title, title != lastTitle {
            lastTitle = title
            update.append(contentsOf: Self.titleSequence(title).utf8)
        }
        if !update.isEmpty { SystemConsole.write(STDOUT_FILENO, update) }
    }

    /// OSC 2 with `title`; control characters are dropped so nothing escapes the sequence.
    private static func titleSequence(_ title: String) -> String {
        // The control characters (category Cc) are exactly C0, DEL and C1: compared by value, no table look-up.
        let isControl: (Unicode.Scalar) -> Bool = { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
        let clean =
            title.unicodeScalars.contains(where: isControl)
            ? String(String.UnicodeScalarView(title.unicodeScalars.filter { !isControl($0) })) : title
        return "\u{1B}]2;" + clean + "\u{07}"
    }

    /// Writes `text` (a bell) with the frame drawn in this turn of the main loop, or alone before the loop waits.
    public func writeWithNextFrame(_ text: String) {
        // Each write to a terminal wakes its reader and costs a task switch: a cue's bell rides with the second's
        // frame (one write a second, not two), and a bell with no frame in its turn still goes before the loop sleeps.
        guard isActive else { return write(text) }
        let wasEmpty = queued.isEmpty
        queued += text.utf8
        guard wasEmpty else { return }
        // Asked twice: the first round of before-waiting actions draws the turn's frame, which takes the queue.
        MainThreadLoop.beforeWaiting { MainThreadLoop.beforeWaiting { [weak self] in self?.flushQueued() } }
    }

    /// Writes what `writeWithNextFrame(_:)` queued and no frame took.
    private func flushQueued() {
        guard !queued.isEmpty else { return }
        SystemConsole.write(STDOUT_FILENO, queued)
        queued = []
    }

    /// Writes raw bytes to the terminal; errors (a closed terminal) drop the output.
    public func write(_ text: String) {
        SystemConsole.write(STDOUT_FILENO, text.utf8)
    }
}
