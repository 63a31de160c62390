import CMainLoop

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A `CadenceTimer` of one timerfd on `MainThreadLoop`: it rings on the main thread, with no other thread woken.
/// `MainThreadLoop` 上一个 timerfd 构成的 `CadenceTimer`：在主线程上触发，不唤醒其他线程。
@MainActor
final class MainLoopCadenceTimer: CadenceTimer {
    private let descriptor: Int32

    /// A timer on the running loop; nil when the loop does not run or the system refused one.
    init?(fired: @escaping @MainActor (_ periods: Int) -> Void) {
        guard MainThreadLoop.isRunning else { return nil }
        descriptor = c_main_loop_timer_create()
        guard descriptor >= 0 else { return nil }
        let descriptor = self.descriptor
        let watched = MainThreadLoop.watch(descriptor) {
            var periods: UInt64 = 0
            guard read(descriptor, &periods, MemoryLayout<UInt64>.size) == MemoryLayout<UInt64>.size else { return }
            fired(Int(clamping: periods))
        }
        guard watched else {
            close(descriptor)
            return nil
        }
    }

    func start(after wait: Duration) {
        // The first firing `wait` after a reading taken now: never before the deadline on our clock (also BOOTTIME).
        let (first, past) = c_main_loop_boottime_now().addingReportingOverflow(max(0, wait.wholeNanoseconds))
        let cadence = CadenceClockAlarm.cadence.wholeNanoseconds
        // Only bad values or a closed descriptor fail, and neither can happen here: a silent failure would stop the clock.
        guard c_main_loop_timer_start(descriptor, past ? .max : first, cadence) == 0 else {
            fatalError("timerfd_settime failed (errno \(errno))")
        }
    }

    func stop() {
        _ = c_main_loop_timer_stop(descriptor)
    }

    isolated deinit {
        MainThreadLoop.unwatch(descriptor)
        close(descriptor)
    }
}
