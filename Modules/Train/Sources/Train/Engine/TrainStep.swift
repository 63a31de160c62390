import Shared

/// One engine action with its arguments, so every action reaches the engine the same way.
/// 带参数的一个引擎操作，使每个操作都以同一种方式到达引擎。
enum TrainStep: Hashable {
    case start
    case pause(PauseReason)
    case resume
    case skip
    case back
    case extendRest(seconds: Int)
    case endRestEarly
    case end
}

extension TrainEngine {
    /// Carries out `step` at `now`.
    mutating func perform(_ step: TrainStep, at now: Duration) throws(TrainEngineError) -> TrainOutput {
        switch step {
        case .start: try start(at: now)
        case .pause(let reason): try pause(at: now, reason: reason)
        case .resume: try resume(at: now)
        case .skip: try skip(at: now)
        case .back: try back(at: now)
        case .extendRest(let seconds): try extendRest(by: seconds, at: now)
        case .endRestEarly: try endRestEarly(at: now)
        case .end: try end(at: now)
        }
    }
}
