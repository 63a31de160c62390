import Shared

/// The session engine: a pure, drift-free state machine over a timeline, driven by the caller's monotonic clock.
/// 会话引擎：基于时间线、由调用方的单调时钟驱动且不累积漂移的纯状态机。
public struct TrainEngine: Sendable {

    public let timeline: Timeline
    public let options: TrainCueOptions
    public private(set) var state: TrainState = .idle
    public private(set) var segmentIndex = 0
    /// Every session event so far, in order.
    public private(set) var events: [SessionEvent] = []
    /// Every change the user made to the plan's course, in order.
    public private(set) var overrides: [SessionOverride] = []

    private var startedAt: Duration = .zero
    private var pausedTotal: Duration = .zero
    private var pausedAt: Duration?
    private var finishedActive: Duration?
    /// Active time at which the current segment began.
    private var segmentStart: Duration = .zero
    /// The current segment's length, rest extensions included.
    private var segmentLength: Duration = .zero
    private var firedMarks: Set<CueMark> = []
    private var completedWork: Set<Int> = []

    /// A cue scheduled inside a segment.
    /// 段内安排的提示点。
    private enum CueMark: Hashable {
        case halfway
        case countdown(Int)
    }

    public init(timeline: Timeline, options: TrainCueOptions = TrainCueOptions()) {
        self.timeline = timeline
        self.options = options
    }

    // MARK: - Derived state

    /// Active time at `now`: time since start minus pauses; frozen while paused and once finished.
    public func activeTime(at now: Duration) -> Duration {
        if let finishedActive { return finishedActive }
        switch state {
        case .idle: return .zero
        case .paused: return (pausedAt ?? now) - startedAt - pausedTotal
        default: return now - startedAt - pausedTotal
        }
    }

    /// Time spent paused up to `now`.
    public func pausedTime(at now: Duration) -> Duration {
        if let pausedAt, state.isPaused { return pausedTotal + (now - pausedAt) }
        return pausedTotal
    }

    /// Work sets that ran to their end.
    public var completedSets: Int { completedWork.count }

    public var currentSegment: Segment { timeline.segments[segmentIndex] }

    /// The screen's view of the session at `now`.
    public func progress(at now: Duration) -> TrainProgress {
        let segment = currentSegment
        let active = activeTime(at: now)
        let elapsed = min(segmentLength, max(.zero, active - segmentStart))
        let ahead = timeline.segments.dropFirst(segmentIndex + 1).reduce(0) { $0 + $1.durationSeconds }
        let expected = state.isFinished ? active : active + (segmentLength - elapsed) + .seconds(ahead)
        return TrainProgress(
            state: state, segment: segment, segmentLength: segmentLength, segmentElapsed: elapsed,
            setNumber: segment.setIndex + 1, setsPerRound: timeline.setsPerRound, roundNumber: segment.roundIndex + 1,
            rounds: timeline.rounds, completedSets: completedSets, totalSets: timeline.totalSets,
            activeElapsed: active, plannedTotalSeconds: timeline.totalSeconds, expectedTotal: expected,
            next: timeline.segment(after: segmentIndex))
    }

    /// The next instant the engine has something to do while running; nil when not running.
    public func nextDeadline(after now: Duration) -> Duration? {
        // A cue, a segment boundary, or the next whole second of the display.
        guard state == .running else { return nil }
        let active = activeTime(at: now)
        let end = segmentStart + segmentLength
        let remaining = (end - active).wholeNanoseconds
        let wholeSecondsBeforeEnd = max(0, (remaining - 1) / 1_000_000_000)
        var next = end - .seconds(wholeSecondsBeforeEnd)
        for (mark, offset) in scheduledMarks() where !firedMarks.contains(mark) {
            let at = segmentStart + offset
            if at > active && at < next { next = at }
        }
        return startedAt + pausedTotal + max(next, active)
    }

    /// Where the session stands at `now`, for the journal (at most a second old after a crash).
    public func position(at now: Duration) -> SessionPosition {
        SessionPosition(
            t: state == .idle ? 0 : seconds(since: now), activeSeconds: activeTime(at: now).inSeconds,
            pausedSeconds: pausedTime(at: now).inSeconds, segmentIndex: segmentIndex,
            segmentStartSeconds: segmentStart.inSeconds, segmentLengthSeconds: segmentLength.inSeconds,
            completedWork: completedWork.sorted(), isPaused: state.isPaused)
    }

    /// A session continued after a crash, paused at `now` at the journalled position with its history.
    public static func restored(
        timeline: Timeline, options: TrainCueOptions, position: SessionPosition, events: [SessionEvent],
        overrides: [SessionOverride], at now: Duration
    ) -> (engine: TrainEngine, output: TrainOutput) {
        // No segment change is repeated or skipped: the segment resumes with the time it had left.
        var engine = TrainEngine(timeline: timeline, options: options)
        let index = min(max(0, position.segmentIndex), max(0, timeline.segments.count - 1))
        let t = Duration.seconds(max(0, position.t))
        engine.startedAt = now - t
        engine.pausedTotal = .seconds(max(0, position.pausedSeconds))
        engine.segmentIndex = index
        engine.segmentStart = .seconds(max(0, position.segmentStartSeconds))
        let planned = timeline.segments.isEmpty ? 0 : timeline.segments[index].durationSeconds
        engine.segmentLength = .seconds(max(Double(planned), position.segmentLengthSeconds))
        engine.completedWork = Set(position.completedWork.filter { timeline.segments.indices.contains($0) })
        engine.events = events
        engine.overrides = overrides
        engine.state = .running
        let active = engine.activeTime(at: now)
        for (mark, offset) in engine.scheduledMarks() where engine.segmentStart + offset <= active {
            engine.firedMarks.insert(mark)
        }
        var output = TrainOutput(events: [engine.event(at: now, .recovered)])
        output.append(engine.pauseNow(at: now, reason: .interruption))
        return (engine, output)
    }

    /// A session continued from its journal (from the first segment when the journal holds no position yet).
    static func restored(
        from pending: PendingJournal, options: TrainCueOptions, at now: Duration
    ) -> (engine: TrainEngine, output: TrainOutput) {
        let timeline = Timeline(content: pending.header.snapshot.content)
        let position =
            pending.position
            ?? SessionPosition(
                t: 0, activeSeconds: 0, pausedSeconds: 0, segmentIndex: 0, segmentStartSeconds: 0,
                segmentLengthSeconds: Double(timeline.segments.first?.durationSeconds ?? 0), completedWork: [],
                isPaused: false)
        return restored(
            timeline: timeline, options: options, position: position, events: pending.events,
            overrides: pending.overrides, at: now)
    }

    // MARK: - Actions

    /// Starts the session at `now` with the first segment.
    public mutating func start(at now: Duration) throws(TrainEngineError) -> TrainOutput {
        guard state == .idle else { throw .invalidTransition(from: state, action: .start) }
        state = .running
        startedAt = now
        var output = TrainOutput(events: [event(at: now, .started)])
        output.append(enter(0, at: .zero, cueAt: .zero, previous: nil))
        return output.coalesced()
    }

    /// Processes every boundary and cue due by `now`.
    public mutating func advance(to now: Duration) -> TrainOutput {
        guard state == .running else { return TrainOutput() }
        return advanceRunning(to: now).coalesced()
    }

    /// Brings the session up to `now` before an action; nil when it finished meanwhile, throws if not allowed.
    private mutating func prepare(
        _ action: TrainAction, at now: Duration, allowed: (TrainState) -> Bool
    ) throws(TrainEngineError) -> TrainOutput? {
        guard allowed(state) else { throw .invalidTransition(from: state, action: action) }
        let output = advance(to: now)
        if state.isFinished {
            pendingOutput = output
            return nil
        }
        return output
    }

    /// Pauses at `now`, which may lie in the past (a clock gap pauses at the gap's start).
    public mutating func pause(at now: Duration, reason: PauseReason = .user) throws(TrainEngineError) -> TrainOutput {
        guard var output = try prepare(.pause, at: now, allowed: { $0 == .running }) else { return finished() }
        output.append(pauseNow(at: now, reason: reason))
        return output.coalesced()
    }

    public mutating func resume(at now: Duration) throws(TrainEngineError) -> TrainOutput {
        guard state.isPaused, let pausedAt else { throw .invalidTransition(from: state, action: .resume) }
        pausedTotal += now - pausedAt
        self.pausedAt = nil
        state = .running
        let resumed = event(at: now, .resumed)
        var output = TrainOutput(events: [resumed])
        output.add(.resumed, at: activeTime(at: now), t: resumed.t)
        return output
    }

    /// Moves to the next segment now (or finishes after the last); the rest of this one is dropped.
    public mutating func skip(at now: Duration) throws(TrainEngineError) -> TrainOutput {
        guard var output = try prepare(.skip, at: now, allowed: Self.isActive) else { return finished() }
        output.append(
            cutShort(at: now, event: .skipped(fromIndex: segmentIndex)) {
                .skipped(segmentIndex: $0, remainingSeconds: $1)
            })
        return output.coalesced()
    }

    /// Restarts the previous segment from its beginning.
    public mutating func back(at now: Duration) throws(TrainEngineError) -> TrainOutput {
        guard var output = try prepare(.back, at: now, allowed: Self.isActive) else { return finished() }
        guard segmentIndex > 0 else { throw .noPreviousSegment }
        let from = segmentIndex
        overrides.append(.wentBack(toSegmentIndex: from - 1))
        output.events.append(event(at: now, .wentBack(fromIndex: from)))
        let active = activeTime(at: now)
        output.append(enter(from - 1, at: active, cueAt: active, previous: currentSegment))
        return output.coalesced()
    }

    /// Adds time to the current rest; recorded as an override, never written to the plan.
    public mutating func extendRest(by seconds: Int, at now: Duration) throws(TrainEngineError) -> TrainOutput {
        guard var output = try prepare(.extendRest, at: now, allowed: Self.isActive) else { return finished() }
        guard SessionOverride.restExtensionSeconds.contains(seconds) else { throw .invalidExtension(seconds: seconds) }
        guard currentSegment.kind.isRest else { throw .notInRest }
        segmentLength += .seconds(seconds)
        firedMarks = firedMarks.filter { if case .countdown = $0 { false } else { true } }
        overrides.append(.restExtended(segmentIndex: segmentIndex, seconds: seconds))
        output.events.append(event(at: now, .restExtended(seconds: seconds)))
        return output.coalesced()
    }

    /// Ends the current rest now and starts what follows.
    public mutating func endRestEarly(at now: Duration) throws(TrainEngineError) -> TrainOutput {
        guard var output = try prepare(.endRestEarly, at: now, allowed: Self.isActive) else { return finished() }
        guard currentSegment.kind.isRest else { throw .notInRest }
        output.append(
            cutShort(at: now, event: .restEndedEarly(index: segmentIndex)) {
                .restEndedEarly(segmentIndex: $0, remainingSeconds: $1)
            })
        return output.coalesced()
    }

    /// Ends the session early (the view model asks for confirmation first).
    public mutating func end(at now: Duration) throws(TrainEngineError) -> TrainOutput {
        guard var output = try prepare(.end, at: now, allowed: Self.isActive) else { return finished() }
        if let pausedAt {
            pausedTotal += now - pausedAt
            self.pausedAt = nil
        }
        finishedActive = now - startedAt - pausedTotal
        state = .ended
        output.events.append(event(at: now, .ended))
        return output.coalesced()
    }

    /// Records a cue sink's degradation (e.g. no audio player) in the session's events.
    public mutating func recordDegraded(reason: String, at now: Duration) {
        events.append(SessionEvent(t: seconds(since: now), kind: .degraded(reason: reason)))
    }

    // MARK: - Internals

    /// Running or paused: the states in which the course of a session can be changed.
    private static func isActive(_ state: TrainState) -> Bool { state == .running || state.isPaused }

    /// What `prepare` produced when the session finished while catching up.
    private var pendingOutput = TrainOutput()

    /// Hands out the catch-up output of an action whose session finished before it could act.
    private mutating func finished() -> TrainOutput {
        defer { pendingOutput = TrainOutput() }
        return pendingOutput
    }

    private mutating func advanceRunning(to now: Duration) -> TrainOutput {
        var output = TrainOutput()
        let active = activeTime(at: now)
        while state == .running {
            for (mark, offset) in scheduledMarks() where !firedMarks.contains(mark) && segmentStart + offset <= active {
                firedMarks.insert(mark)
                output.add(
                    cue(for: mark), at: segmentStart + offset, t: (pausedTotal + segmentStart + offset).inSeconds)
            }
            let end = segmentStart + segmentLength
            guard active >= end else { break }
            if currentSegment.kind == .work { completedWork.insert(segmentIndex) }
            if segmentIndex + 1 < timeline.segments.count {
                output.append(enter(segmentIndex + 1, at: end, cueAt: end, previous: currentSegment))
            } else {
                output.append(finishCompleted(at: end))
            }
        }
        return output
    }

    /// Ends the current segment at `now`, recording the change and the event, then starts what follows.
    private mutating func cutShort(
        at now: Duration, event kind: SessionEvent.Kind, recording change: (Int, Double) -> SessionOverride
    ) -> TrainOutput {
        let active = activeTime(at: now)
        overrides.append(change(segmentIndex, remaining(at: active).inSeconds))
        var output = TrainOutput(events: [event(at: now, kind)])
        output.append(moveOn(at: active, now: now))
        return output
    }

    /// Next segment from active time `active`, or completion after the last one.
    private mutating func moveOn(at active: Duration, now: Duration) -> TrainOutput {
        if segmentIndex + 1 < timeline.segments.count {
            return enter(segmentIndex + 1, at: active, cueAt: active, previous: currentSegment)
        }
        return finishCompleted(at: active, now: now)
    }

    private mutating func enter(_ index: Int, at active: Duration, cueAt: Duration, previous: Segment?) -> TrainOutput {
        segmentIndex = index
        segmentStart = active
        segmentLength = .seconds(timeline.segments[index].durationSeconds)
        firedMarks = []
        let segment = timeline.segments[index]
        let cue = SegmentCue(
            kind: segment.kind, label: segment.label, nextExercise: timeline.nextWork(after: index)?.exercise)
        let transition: CueEvent
        if timeline.isLastSet(segment) {
            transition = .lastSet(cue)
        } else if previous?.kind == .work && segment.kind.isRest {
            transition = .workToRest(cue)
        } else if previous?.kind.isRest == true && segment.kind == .work {
            transition = .restToWork(cue)
        } else {
            transition = .segmentStart(cue)
        }
        let changed = SessionEvent(t: (pausedTotal + active).inSeconds, kind: .segmentChanged(index: index))
        events.append(changed)
        var output = TrainOutput(events: [changed])
        output.add(transition, at: cueAt, t: (pausedTotal + cueAt).inSeconds)
        return output
    }

    /// Completion at active time `active`; `now` settles an open pause (a skip past the end while paused).
    private mutating func finishCompleted(at active: Duration, now: Duration? = nil) -> TrainOutput {
        finishedActive = active
        state = .completed
        if let pausedAt, let now {
            pausedTotal += max(.zero, now - pausedAt)
            self.pausedAt = nil
        }
        let completed = SessionEvent(t: (pausedTotal + active).inSeconds, kind: .completed)
        events.append(completed)
        var output = TrainOutput(events: [completed])
        output.add(.completed, at: active, t: completed.t)
        return output
    }

    private mutating func pauseNow(at now: Duration, reason: PauseReason) -> TrainOutput {
        pausedAt = now
        state = .paused(reason)
        let paused = SessionEvent(t: seconds(since: now), kind: .paused(reason: reason))
        events.append(paused)
        var output = TrainOutput(events: [paused])
        output.add(.paused, at: activeTime(at: now), t: paused.t)
        return output
    }

    private func remaining(at active: Duration) -> Duration {
        max(.zero, segmentStart + segmentLength - active)
    }

    /// The optional cues of the current segment, as offsets from its start.
    private func scheduledMarks() -> [(CueMark, Duration)] {
        var marks: [(CueMark, Duration)] = []
        if options.halfway, currentSegment.kind == .work, segmentLength >= .seconds(10) {
            marks.append((.halfway, segmentLength / 2))
        }
        if options.countdown {
            for second in 1...3 where segmentLength > .seconds(second) {
                marks.append((.countdown(second), segmentLength - .seconds(second)))
            }
        }
        return marks
    }

    private func cue(for mark: CueMark) -> CueEvent {
        switch mark {
        case .halfway: .halfway
        case .countdown(let second): .countdown(second)
        }
    }

    private mutating func event(at now: Duration, _ kind: SessionEvent.Kind) -> SessionEvent {
        let recorded = SessionEvent(t: seconds(since: now), kind: kind)
        events.append(recorded)
        return recorded
    }

    private func seconds(since now: Duration) -> Double { (now - startedAt).inSeconds }
}
