/// A timer that fires after a wait, then every `CadenceClockAlarm.cadence`, reporting how many periods passed.
/// 定时器：等待一段时间后触发，之后每隔 `CadenceClockAlarm.cadence` 触发一次，并报告经过了几个周期。
@MainActor
protocol CadenceTimer: AnyObject {
    /// Fires first `wait` from now (never sooner), then every cadence, until stopped or started again.
    func start(after wait: Duration)
    func stop()
}
