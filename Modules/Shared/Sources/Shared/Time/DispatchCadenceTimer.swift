import Dispatch

/// A `CadenceTimer` of one strict Dispatch timer on the main queue: where no `MainThreadLoop` runs (tests, Darwin).
/// 主队列上一个严格 Dispatch 定时器构成的 `CadenceTimer`：用于没有 `MainThreadLoop` 的场合（测试、Darwin）。
@MainActor
final class DispatchCadenceTimer: CadenceTimer {
    /// Dispatch sources are thread-safe, though not marked Sendable.
    nonisolated(unsafe) private let timer = DispatchSource.makeTimerSource(flags: .strict, queue: .main)

    init(fired: @escaping @MainActor (_ periods: Int) -> Void) {
        timer.setEventHandler { [timer] in
            let periods = Int(clamping: timer.data)
            MainActor.assumeIsolated { fired(periods) }
        }
        timer.activate()
    }

    func start(after wait: Duration) {
        timer.schedule(
            deadline: .now() + .nanoseconds(Int(clamping: wait.wholeNanoseconds)),
            repeating: .nanoseconds(Int(clamping: CadenceClockAlarm.cadence.wholeNanoseconds)),
            leeway: .nanoseconds(0))
    }

    func stop() {
        timer.schedule(deadline: .distantFuture, leeway: .nanoseconds(0))
    }

    isolated deinit {
        timer.cancel()
    }
}
