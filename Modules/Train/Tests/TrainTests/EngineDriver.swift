import Shared

@testable import Train

/// Drives an engine by jumping from deadline to deadline, like the runner does with a real clock.
struct EngineDriver {
    var engine: TrainEngine
    var now: Duration = .zero
    var outputs: [(at: Duration, output: TrainOutput)] = []

    init(_ content: PlanContent, options: TrainCueOptions = TrainCueOptions()) {
        engine = TrainEngine(timeline: Timeline(content: content), options: options)
    }

    mutating func start() throws {
        record(try engine.start(at: now))
    }

    /// Steps through deadlines until `limit`; each wake-up is `lateness` after its deadline.
    mutating func run(until limit: Duration, lateness: Duration = .zero) {
        while let deadline = engine.nextDeadline(after: now), deadline <= limit {
            now = max(now, deadline + lateness)
            record(engine.advance(to: now))
        }
        if engine.state == .running, now < limit {
            now = limit
            record(engine.advance(to: now))
        }
    }

    /// Runs until the session finishes.
    mutating func runToEnd(lateness: Duration = .zero) {
        while let deadline = engine.nextDeadline(after: now) {
            now = max(now, deadline + lateness)
            record(engine.advance(to: now))
        }
    }

    mutating func record(_ output: TrainOutput) {
        if !output.isEmpty { outputs.append((now, output)) }
    }

    var cues: [CueEvent] { outputs.flatMap(\.output.cues) }
    var eventKinds: [SessionEvent.Kind] { engine.events.map(\.kind) }
}
