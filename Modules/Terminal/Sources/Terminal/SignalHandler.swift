import Foundation

/// Sets a C signal handler through `sigaction`, written once for Linux and macOS.
/// 通过 `sigaction` 设置 C 信号处理函数，Linux 与 macOS 共用一种写法。
enum SignalHandler {
    /// Installs `handler` (or `SIG_DFL`) for `number` with `flags` and an empty mask; returns the previous action.
    @discardableResult
    static func install(_ number: Int32, _ handler: (@convention(c) (Int32) -> Void)?, flags: Int32) -> sigaction {
        var action = sigaction()
        #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = handler
        #else
            action.__sigaction_u.__sa_handler = handler
        #endif
        action.sa_flags = flags
        sigemptyset(&action.sa_mask)
        var previous = sigaction()
        sigaction(number, &action, &previous)
        return previous
    }
}
