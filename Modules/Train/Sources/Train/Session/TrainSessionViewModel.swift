import Foundation
import Observation
import Shared

/// The running workout: runs the engine on time, maps input to intents, drives cues and music, journals and saves it.
/// 进行中的训练：按时运行引擎，把输入映射为意图，驱动提示与音乐，记录日志并保存训练。
@MainActor
@Observable
public final class TrainSessionViewModel {
    /// A clock jump longer than this while running pauses the session at the start of the jump.
    public static let gapThreshold: Duration = .seconds(2)
    /// How often, at least, the journal learns the position while running.
    static let positionInterval: Duration = .milliseconds(900)

    public let snapshot: PlanSnapshot
    public let timeline: Timeline
    /// What the screen shows, refreshed at every deadline and action.
    public private(set) var progress: TrainProgress
    /// The action waiting for confirmation, if any; it lapses when its segment ends.
    public private(set) var pendingConfirmation: TrainConfirmation?
    public private(set) var isHelpVisible = false
    /// The finished session, once the workout is over.
    public private(set) var session: Session?
    /// Why saving the finished session failed, if it did (the journal keeps it).
    public private(set) var saveError: RepositoryError?
    /// Why the journal could not be started or written, if so (the workout goes on).
    public private(set) var journalProblem: JournalError?
    /// Why the last action was refused (e.g. "not in a rest"), cleared by the next action.
    public private(set) var refusal: TrainEngineError?
    /// True once a cue or music helper was missing or failed.
    public private(set) var isAudioDegraded = false
    /// The music heard now (nil: silence or no music).
    public private(set) var music: MusicSelection?
    public private(set) var isMusicMuted = false
    /// False when nobody can resume a pause; clock gaps are then excluded from active time without pausing.
    public var controlAvailable = true

    /// Called on the main actor with each step's new events, cues and music changes (event streams, logs).
    @ObservationIgnored public var onOutput: (@MainActor (TrainOutput, [TrainMusicChange]) -> Void)?

    @ObservationIgnored private var engine: TrainEngine
    @ObservationIgnored private let clock: any MonotonicClock
    @ObservationIgnored private let wallClock: any WallClock
    @ObservationIgnored private let ids: any IDProvider
    @ObservationIgnored private let cueSink: any CueSink
    @ObservationIgnored private let musicSink: (any MusicSink)?
    @ObservationIgnored private let sessions: (any SessionRepository)?
    @ObservationIgnored private let journalStore: (any SessionJournalStore)?
    @ObservationIgnored private let databasePath: String
    /// The cues recorded in the journal's header, for a later `recover continue`.
    @ObservationIgnored private let journalCues: CueSettings?
    @ObservationIgnored private var journal: (any SessionJournal)?
    @ObservationIgnored private var sessionId: UUID?
    @ObservationIgnored private var startedAt: Date?
    @ObservationIgnored private var extraTags: Set<SessionTag> = []
    @ObservationIgnored private var journalledOverrides = 0
    @ObservationIgnored private var lastPosition: Duration?
    @ObservationIgnored private var confirmationSegment: Int?
    @ObservationIgnored private var expectedWake: Duration?
    @ObservationIgnored private var waiter: CheckedContinuation<Void, Never>?
    @ObservationIgnored private var sleeper: Task<Void, Never>?

    /// A new workout, journalled by `journalStore` for `databasePath`; `sessions` nil means history is off.
    public init(
        snapshot: PlanSnapshot, options: TrainCueOptions, clock: any MonotonicClock, wallClock: any WallClock,
        ids: any IDProvider, cueSink: any CueSink, sessions: (any SessionRepository)?,
        music: (any MusicSink)? = nil, journalStore: (any SessionJournalStore)? = nil, databasePath: String = "",
        cueSettings: CueSettings? = nil
    ) {
        journalCues = cueSettings
        self.snapshot = snapshot
        timeline = Timeline(content: snapshot.content)
        engine = TrainEngine(timeline: timeline, options: options)
        self.clock = clock
        self.wallClock = wallClock
        self.ids = ids
        self.cueSink = cueSink
        musicSink = music
        self.sessions = sessions
        self.journalStore = journalStore
        self.databasePath = databasePath
        progress = engine.progress(at: .zero)
    }

    /// A workout continued after a crash, paused where its journal left it; `journal` is the reopened journal.
    public init(
        restoring pending: PendingJournal, journal: (any SessionJournal)?, options: TrainCueOptions,
        clock: any MonotonicClock, wallClock: any WallClock, ids: any IDProvider, cueSink: any CueSink,
        sessions: (any SessionRepository)?, music: (any MusicSink)? = nil
    ) {
        snapshot = pending.header.snapshot
        timeline = Timeline(content: snapshot.content)
        let position =
            pending.position
            ?? SessionPosition(
                t: 0, activeSeconds: 0, pausedSeconds: 0, segmentIndex: 0, segmentStartSeconds: 0,
                segmentLengthSeconds: Double(timeline.segments.first?.durationSeconds ?? 0), completedWork: [],
                isPaused: false)
        let now = clock.now()
        let restored = TrainEngine.restored(
            timeline: timeline, options: options, position: position, events: pending.events,
            overrides: pending.overrides, at: now)
        engine = restored.engine
        self.clock = clock
        self.wallClock = wallClock
        self.ids = ids
        self.cueSink = cueSink
        musicSink = music
        self.sessions = sessions
        journalStore = nil
        databasePath = pending.header.database
        journalCues = pending.header.cueSettings
        self.journal = journal
        sessionId = pending.header.sessionId
        startedAt = pending.header.startedAt
        journalledOverrides = pending.overrides.count
        extraTags = [.recovered, .interrupted]
        progress = engine.progress(at: now)
        for event in restored.output.events { journal?.record(event) }
        journal?.update(engine.position(at: now))
    }

    public var state: TrainState { progress.state }

    /// The journal's open file, for a fatal-signal handler to sync before the process dies (-1: none).
    public var journalSyncDescriptor: Int32 { journal?.syncDescriptor ?? -1 }

    /// Everything the screen shows.
    public var screen: TrainScreenState {
        let next = progress.next.map { snapshot.content.music.selection(for: $0) }
        return TrainScreenState(
            planName: snapshot.name, isAdjusted: snapshot.isAdjusted, summary: snapshot.content.summary,
            progress: progress, pendingConfirmation: pendingConfirmation, isHelpVisible: isHelpVisible,
            refusal: refusal, audioDegraded: isAudioDegraded, music: music,
            nextMusic: next.flatMap { $0.isNone ? nil : $0 }, isMusicMuted: isMusicMuted)
    }

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

    /// Starts the session now, after opening its journal.
    public func start() {
        guard engine.state == .idle else { return }
        let begun = wallClock.now()
        startedAt = begun
        let id = ids.makeID()
        sessionId = id
        if let journalStore {
            do {
                journal = try journalStore.begin(
                    JournalHeader(
                        sessionId: id, database: databasePath, startedAt: begun, snapshot: snapshot,
                        cueSettings: journalCues))
            } catch {
                journalProblem = error
            }
        }
        apply { now throws(TrainEngineError) in try engine.start(at: now) }
    }

    /// Brings the session up to the clock's present; a clock gap pauses at the gap's start first.
    public func catchUp() {
        let now = clock.now()
        settleGap(at: now)
        deliver(engine.advance(to: now), at: now)
    }

    // MARK: - Intents

    /// Handles a key on the training screen; while a question is pending, y confirms and any other key cancels.
    public func press(_ key: Character) {
        // Keys: space pause/resume, n skip (asks), p back, + extend rest, r end rest, e/q end (asks), ?/h help, m mute.
        if pendingConfirmation != nil {
            if key == "y" || key == "Y" { confirm() } else { cancelConfirmation() }
            return
        }
        switch key {
        case " ": togglePause()
        case "n", "N": requestSkip()
        case "p", "P": goBack()
        case "+", "=": extendRest(by: 15)
        case "r", "R": endRestEarly()
        case "e", "E", "q", "Q": requestEnd()
        case "?", "h", "H": toggleHelp()
        case "m", "M": toggleMusicMute()
        default: break
        }
    }

    /// Runs a newline control command from a program driving the workout, without asking for confirmation.
    public func perform(command line: String) -> TrainControlResult {
        // Commands: `pause`, `resume`, `skip`, `back`, `extend 15|30|60`, `end-rest`, `end`.
        let words = line.trimmingCharacters(in: .whitespacesAndNewlines).lowercased().split(separator: " ")
        let action: ((Duration) throws(TrainEngineError) -> TrainOutput)?
        switch words.map(String.init) {
        case []: return .done
        case ["pause"]: action = { now throws(TrainEngineError) in try self.engine.pause(at: now, reason: .user) }
        case ["resume"]: action = { now throws(TrainEngineError) in try self.engine.resume(at: now) }
        case ["skip"]: action = { now throws(TrainEngineError) in try self.engine.skip(at: now) }
        case ["back"]: action = { now throws(TrainEngineError) in try self.engine.back(at: now) }
        case ["end-rest"]: action = { now throws(TrainEngineError) in try self.engine.endRestEarly(at: now) }
        case ["end"]: action = { now throws(TrainEngineError) in try self.engine.end(at: now) }
        default:
            if words.count == 2, words[0] == "extend", let seconds = Int(words[1]), [15, 30, 60].contains(seconds) {
                action = { now throws(TrainEngineError) in try self.engine.extendRest(by: seconds, at: now) }
            } else {
                action = nil
            }
        }
        guard let action else { return .unknown(line) }
        apply(action)
        return refusal.map(TrainControlResult.refused) ?? .done
    }

    /// Marks control as lost (standard input closed, no terminal), resuming a paused session nobody else could.
    public func controlLost() {
        // Later clock gaps are excluded without waiting.
        controlAvailable = false
        if engine.state.isPaused { apply { now throws(TrainEngineError) in try engine.resume(at: now) } }
    }

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
        confirmationSegment = nil
        switch pending {
        case .skip: apply { now throws(TrainEngineError) in try engine.skip(at: now) }
        case .end: apply { now throws(TrainEngineError) in try engine.end(at: now) }
        }
    }

    /// Any other key while a confirmation is pending: forget it.
    public func cancelConfirmation() {
        pendingConfirmation = nil
        confirmationSegment = nil
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

    /// m: mutes or unmutes the music for this session.
    public func toggleMusicMute() {
        isMusicMuted.toggle()
        musicSink?.setMuted(isMusicMuted)
    }

    /// Ends at once without a question and saves, on a signal (tagged `interrupted`) or at program end.
    @discardableResult
    public func terminate(bySignal: Bool = false) -> Session? {
        if bySignal { extraTags.insert(.interrupted) }
        if !engine.state.isFinished && engine.state != .idle {
            apply { now throws(TrainEngineError) in try engine.end(at: now) }
        }
        return finish()
    }

    /// A cue or music helper could not do its job: recorded in the session (the code of `reason`).
    public func recordDegraded(reason: String) {
        let now = clock.now()
        engine.recordDegraded(reason: reason, at: now)
        isAudioDegraded = true
        extraTags.insert(.audioDegraded)
        if let event = engine.events.last {
            journal?.record(event)
            onOutput?(TrainOutput(events: [event]), [])
        }
    }

    // MARK: - Internals

    private func ask(_ confirmation: TrainConfirmation) {
        guard !engine.state.isFinished, engine.state != .idle else { return }
        pendingConfirmation = confirmation
        confirmationSegment = engine.segmentIndex
    }

    /// Pauses where a clock gap longer than the threshold began (resuming at once when control is lost).
    private func settleGap(at now: Duration) {
        // Runs before anything else sees the new time, so no cue of an unreached moment plays and `t` never goes back.
        guard engine.state == .running, let expected = expectedWake, now - expected > Self.gapThreshold else {
            return
        }
        expectedWake = nil
        extraTags.insert(.interrupted)
        if let paused = try? engine.pause(at: expected, reason: .safety) { deliver(paused, at: expected) }
        if !controlAvailable, let resumed = try? engine.resume(at: now) { deliver(resumed, at: now) }
    }

    /// Runs an engine action now, delivers its output and wakes the runner toward the new deadline.
    private func apply(_ action: (Duration) throws(TrainEngineError) -> TrainOutput) {
        let now = clock.now()
        refusal = nil
        settleGap(at: now)
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
        var changes: [TrainMusicChange] = []
        for event in output.events { changes += react(to: event) }
        if let confirmationSegment, confirmationSegment != engine.segmentIndex || engine.state.isFinished {
            pendingConfirmation = nil
            self.confirmationSegment = nil
        }
        let fresh = engine.progress(at: now)
        if fresh != progress { progress = fresh }
        // The person hears and sees the boundary first; the journal's syncs (a millisecond or two each) follow.
        if !output.isEmpty || !changes.isEmpty { onOutput?(output, changes) }
        for event in output.events { journal?.record(event) }
        for change in engine.overrides.dropFirst(journalledOverrides) { journal?.record(change) }
        journalledOverrides = engine.overrides.count
        journalPosition(at: now, force: !output.events.isEmpty)
    }

    /// What music does when `event` happens: play or continue on a segment change, pause, or stop at the end.
    private func react(to event: SessionEvent) -> [TrainMusicChange] {
        guard let musicSink else { return [] }
        switch event.kind {
        case .segmentChanged(let index) where timeline.segments.indices.contains(index):
            let segment = timeline.segments[index]
            let directive = MusicDirective.entering(segment, of: snapshot.content.music, playing: music)
            if snapshot.content.music.isSilent && music == nil { return [] }
            musicSink.apply(directive)
            music = directive.selection
            return [TrainMusicChange(directive: directive, segment: segment, t: event.t)]
        case .paused: musicSink.setPaused(true)
        case .resumed:
            // A workout continued after a crash has no music loaded yet: start the current segment's.
            if music == nil, !snapshot.content.music.isSilent {
                let segment = engine.currentSegment
                let directive = MusicDirective.entering(segment, of: snapshot.content.music, playing: nil)
                musicSink.apply(directive)
                music = directive.selection
            }
            musicSink.setPaused(false)
        case .completed, .ended: musicSink.stop()
        default: break
        }
        return []
    }

    /// Tells the journal the position after events, and at least about once a second while running.
    private func journalPosition(at now: Duration, force: Bool) {
        guard let journal, engine.state != .idle else { return }
        if !force, let last = lastPosition, now - last < Self.positionInterval { return }
        lastPosition = now
        journal.update(engine.position(at: now))
        if let problem = journal.problem, journalProblem == nil { journalProblem = problem }
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

    /// Builds the session record once, journals it as finished and saves it.
    private func finish() -> Session? {
        // The journal is removed only when the database has the session.
        if let session { return session }
        guard engine.state.isFinished, let startedAt else { return nil }
        let now = clock.now()
        var tags = extraTags
        if !engine.overrides.isEmpty { tags.insert(.adjusted) }
        let finished = Session(
            id: sessionId ?? ids.makeID(), snapshot: snapshot,
            status: engine.state == .completed ? .completed : .ended, startedAt: startedAt, endedAt: wallClock.now(),
            activeSeconds: Self.milliseconds(engine.activeTime(at: now)),
            pausedSeconds: Self.milliseconds(engine.pausedTime(at: now)), completedSets: engine.completedSets,
            totalSets: timeline.totalSets, events: engine.events, overrides: engine.overrides, tags: tags)
        session = finished
        progress = engine.progress(at: now)
        journal?.finish(finished)
        guard let sessions else { return finished }
        do {
            try sessions.save(finished)
            journal?.commit()
        } catch {
            saveError = error
        }
        return finished
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        (duration.inSeconds * 1000).rounded() / 1000
    }
}
