#if canImport(Glibc)
    import Glibc
#endif

/// Lowers the scheduling priority of the thread that calls it: the page's server yields to the workout's timing.
/// 降低调用线程的调度优先级：页面服务器让位于训练本身的计时。
enum LiveThreadPriority {
    // At a segment boundary the workout writes its event line and, a moment later, the server writes to every
    // viewer: on a busy machine both want the processor at once, and the line (and whoever reads it) must not wait.
    /// The nice value of the server's thread (0 is normal; 19 the lowest priority).
    static let niceness: Int32 = 10

    // Linux keeps a nice value per thread; elsewhere the call would lower the whole process, so it does nothing there.
    /// Called on the server's event loop thread.
    static func lowerCurrentThread() {
        #if os(Linux)
            _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, niceness)
        #endif
    }
}
