import Foundation
import Observation
import Shared

/// The running workout: owns the engine, sleeps until its next deadline (or until input wakes it),
/// sends cues to the sink, asks for confirmation before skipping or ending, and saves the session.
@MainActor
@Observable
public final class TrainSessionViewModel {
    /// A clock jump longer than this while running pauses the session at the start of the jump.
    public static let gapThreshold: Duration = .seconds(2)

    public let snapshot: PlanSnapshot
    public let timeline: Timeline
    /// What the screen shows, refreshed at every deadline and action.
    public private(set) var progress: TrainProgress
    /// The action waiting for confirmation, if any.
    public private(set) var pendingConfirmation: TrainConfirmation?
    public private(set) var isHelpVisible = false
    /// The finished session, once the workout is over.
    public private(set) var session: Session?
    /// Why saving the finished session failed, if it did.
    public private(set) var saveError: String?
    /// Why the last action was refused (e.g. "not in a rest"), cleared by the next action.
    public private(set) var refusal: TrainEngineError?

    /// Called on the main actor with each step's new events and cues (for event streams and logs).
    @ObservationIgnored public var onOutput: (@MainActor (TrainOutput) -> Void)?

    @ObservationIgnored private var engine: TrainEngine
    @ObservationIgnored private let clock: any MonotonicClock
    @ObservationIgnored private let wallClock: any WallClock
    @ObservationIgnored private let ids: any IDProvider
    @ObservationIgnored private let cueSink: any CueSink
    @ObservationIgnored private let sessions: (any SessionRepository)?
    @ObservationIgnored private var startedAt: Date?
    @ObservationIgnored private var extraTags: Set<SessionTag> = []
    @ObservationIgnored private var expectedWake: Duration?
    @ObservationIgnored private var waiter: CheckedContinuation<Void, Never>?
    @ObservationIgnored private var sleeper: Task<Void, Never>?

    public init(
        snapshot: PlanSnapshot, options: TrainCueOptions, clock: any MonotonicClock, wallClock: any WallClock,
        ids: any IDProvider, cueSink: any CueSink, sessions: (any SessionRepository)?
    ) {
        self.snapshot = snapshot
        timeline = Timeline(content: snapshot.content)
        engine = TrainEngine(timeline: timeline, options: options)
        self.clock = clock
        self.wallClock = wallClock
        self.ids = ids
        self.cueSink = cueSink
        self.sessions = sessions
        progress = engine.progress(at: .zero)
    }

    public var state: TrainState { progress.state }

    // MARK: - Running

    /// Starts the workout (if not started) and runs it to the end; returns the saved session.
    @discardableResult
    public func run() async -> Session? {
        if engine.state == .idle { start() }
        while !engine.state.isFinished {
            let deadline = engine.nextDeadline(after: clock.now())
            expectedWake = deadline
            await waitUntil(deadline)
            catchUp()
        }
        return finish()
    }

    /// Starts the session now.
    public func start() {
        startedAt = wallClock.now()
        apply { now throws(TrainEngineError) in try engine.start(at: now) }
    }

    /// Brings the session up to the clock's present; pauses at the gap's start if the clock jumped.
    public func catchUp() {
        let now = clock.now()
        if engine.state == .running, let expected = expectedWake, now - expected > Self.gapThreshold {
            extraTags.insert(.interrupted)
            expectedWake = nil
            apply { _ throws(TrainEngineError) in try engine.pause(at: expected, reason: .safety) }
            return
        }
        deliver(engine.advance(to: now), at: now)
    }

    // MARK: - Intents

    /// Space: pause when running, resume when paused.
    public func togglePause() {
        if engine.state.isPaused {
            apply { now throws(TrainEngineError) in try engine.resume(at: now) }
        } else {
            apply { now throws(TrainEngineError) in try engine.pause(at: now, reason: .user) }
        }
    }

    /// Ctrl-Z: pause because the terminal suspends the program.
    public func interrupt() {
        guard engine.state == .running else { return }
        extraTags.insert(.interrupted)
        apply { now throws(TrainEngineError) in try engine.pause(at: now, reason: .interruption) }
    }

    /// n: asks to skip to the next segment.
    public func requestSkip() { ask(.skip) }

    /// e: asks to end the workout early.
    public func requestEnd() { ask(.end) }

    /// y: carries out the pending action.
    public func confirm() {
        guard let pending = pendingConfirmation else { return }
        pendingConfirmation = nil
        switch pending {
        case .skip: apply { now throws(TrainEngineError) in try engine.skip(at: now) }
        case .end: apply { now throws(TrainEngineError) in try engine.end(at: now) }
        }
    }

    /// Any other key while a confirmation is pending: forget it.
    public func cancelConfirmation() {
        pendingConfirmation = nil
    }

    /// p: back to the start of the previous segment.
    public func goBack() {
        apply { now throws(TrainEngineError) in try engine.back(at: now) }
    }

    /// +: adds 15, 30 or 60 seconds to the current rest.
    public func extendRest(by seconds: Int = 15) {
        guard [15, 30, 60].contains(seconds) else {
            refusal = .invalidExtension(seconds: seconds)
            return
        }
        apply { now throws(TrainEngineError) in try engine.extendRest(by: seconds, at: now) }
    }

    /// r: ends the current rest now.
    public func endRestEarly() {
        apply { now throws(TrainEngineError) in try engine.endRestEarly(at: now) }
    }

    /// ?: shows or hides the key help.
    public func toggleHelp() {
        isHelpVisible.toggle()
    }

    /// SIGINT / SIGTERM / SIGHUP: ends at once, without confirmation, and saves.
    @discardableResult
    public func terminate() -> Session? {
        if !engine.state.isFinished && engine.state != .idle {
            apply { now throws(TrainEngineError) in try engine.end(at: now) }
        }
        return finish()
    }

    /// A cue sink could not do its job (e.g. no audio player): recorded in the session.
    public func recordDegraded(reason: String) {
        let now = clock.now()
        engine.recordDegraded(reason: reason, at: now)
        extraTags.insert(.audioDegraded)
        if let event = engine.events.last { onOutput?(TrainOutput(events: [event])) }
    }

    // MARK: - Internals

    private func ask(_ confirmation: TrainConfirmation) {
        guard !engine.state.isFinished, engine.state != .idle else { return }
        pendingConfirmation = confirmation
    }

    /// Runs an engine action at the clock's present, delivers its output and wakes the runner so it
    /// sleeps toward the new deadline.
    private func apply(_ action: (Duration) throws(TrainEngineError) -> TrainOutput) {
        let now = clock.now()
        refusal = nil
        // Deliver any boundary that passed since the last wake first, so a refused action loses no cue.
        deliver(engine.advance(to: now), at: now)
        do {
            deliver(try action(now), at: now)
        } catch {
            refusal = error
            progress = engine.progress(at: now)
        }
        wake()
    }

    private func deliver(_ output: TrainOutput, at now: Duration) {
        for cue in output.cues { cueSink.deliver(cue) }
        let fresh = engine.progress(at: now)
        if fresh != progress { progress = fresh }
        if !output.isEmpty { onOutput?(output) }
    }

    private func waitUntil(_ deadline: Duration?) async {
        await withCheckedContinuation { continuation in
            waiter = continuation
            guard let deadline else { return }
            let clock = self.clock
            sleeper = Task { [weak self] in
                do { try await clock.sleep(until: deadline) } catch { return }
                self?.wake()
            }
        }
    }

    /// Ends the current wait early (input arrived or the schedule changed).
    private func wake() {
        sleeper?.cancel()
        sleeper = nil
        let continuation = waiter
        waiter = nil
        continuation?.resume()
    }

    /// Builds the session record once and saves it.
    private func finish() -> Session? {
        if let session { return session }
        guard engine.state.isFinished, let startedAt else { return nil }
        let now = clock.now()
        var tags = extraTags
        if !engine.overrides.isEmpty { tags.insert(.adjusted) }
        let finished = Session(
            id: ids.makeID(), snapshot: snapshot, status: engine.state == .completed ? .completed : .ended,
            startedAt: startedAt, endedAt: wallClock.now(),
            activeSeconds: Self.milliseconds(engine.activeTime(at: now)),
            pausedSeconds: Self.milliseconds(engine.pausedTime(at: now)), completedSets: engine.completedSets,
            totalSets: timeline.totalSets, events: engine.events, overrides: engine.overrides, tags: tags)
        session = finished
        progress = engine.progress(at: now)
        if let sessions {
            do { try sessions.save(finished) } catch { saveError = String(describing: error) }
        }
        return finished
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        (duration.inSeconds * 1000).rounded() / 1000
    }
}
