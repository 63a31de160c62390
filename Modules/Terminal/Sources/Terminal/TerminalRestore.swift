import Foundation

/// What to put back if the process leaves unexpectedly, reachable by a signal handler without allocating.
/// 进程意外退出时需要恢复的内容，信号处理函数无需分配内存即可访问。
public enum TerminalRestore {
    nonisolated(unsafe) static var savedSettings = termios()
    nonisolated(unsafe) static var hasSavedSettings = false
    /// True while the alternate screen is up, so restoring only undoes what is still changed.
    nonisolated(unsafe) static var screenIsUp = false
    /// File descriptors to `fdatasync` before dying (the session journal); -1 when unused.
    nonisolated(unsafe) public static var syncDescriptors: (Int32, Int32, Int32, Int32) = (-1, -1, -1, -1)
    /// "show cursor, leave the alternate screen, pop the window title", as bytes prepared before any signal arrives.
    nonisolated(unsafe) static let leaveScreen: UnsafeMutableBufferPointer<UInt8> = {
        let bytes = Array("\u{1B}[?25h\u{1B}[?1049l\u{1B}[23;0t".utf8)
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = buffer.initialize(from: bytes)
        return buffer
    }()

    /// Remembers the settings to restore (once) and installs the exit hook.
    static func save(_ settings: termios) {
        guard !hasSavedSettings else { return }
        savedSettings = settings
        hasSavedSettings = true
        _ = leaveScreen
        atexit { TerminalRestore.restoreNow() }
    }

    /// The settings a one-key prompt changed and the ones it uses, while it waits for its key.
    nonisolated(unsafe) static var promptSettings = (original: termios(), raw: termios())
    /// True while a one-key prompt has the terminal in its mode.
    nonisolated(unsafe) static var promptIsRaw = false

    /// Puts the terminal back if the screen or a prompt changed it. Async-signal-safe.
    static func restoreNow() {
        if promptIsRaw {
            tcsetattr(STDIN_FILENO, TCSANOW, &promptSettings.original)
            promptIsRaw = false
        }
        guard screenIsUp else { return }
        if hasSavedSettings { tcsetattr(STDIN_FILENO, TCSANOW, &savedSettings) }
        _ = write(STDOUT_FILENO, leaveScreen.baseAddress, leaveScreen.count)
        screenIsUp = false
    }

    /// Syncs the registered journal files. Async-signal-safe.
    static func syncNow() {
        for descriptor in [syncDescriptors.0, syncDescriptors.1, syncDescriptors.2, syncDescriptors.3]
        where descriptor >= 0 {
            _ = fdatasync(descriptor)
        }
    }
}
