import Observation
import Shared

/// The running workout its screen and driver see: the engine composed with its run loop, inputs, sound and storage.
/// 画面与驱动所见的进行中训练：把引擎与运行循环、输入、声音和存储组合在一起。
@MainActor
@Observable
public final class TrainSessionViewModel {
    public let snapshot: PlanSnapshot
    /// The plan's one-line summary, made once: the screen shows it every second.
    private let summary: String
    public let timeline: Timeline
    /// What the screen shows, refreshed at every deadline and action.
    public private(set) var progress: TrainProgress {
        get { shown.progress }
        set { shown = shown.with(\.progress, newValue) }
    }
    /// The action waiting for confirmation, if any; it lapses when its segment ends.
    public private(set) var pendingConfirmation: TrainConfirmation? {
        get { shown.pendingConfirmation }
        set { shown = shown.with(\.pendingConfirmation, newValue) }
    }
    public private(set) var isHelpVisible: Bool {
        get { shown.isHelpVisible }
        set { shown = shown.with(\.isHelpVisible, newValue) }
    }
    /// What the screen says about the last action ("extended +15 s", a refusal); cleared when the segment changes.
    public private(set) var message: TrainMessage? {
        get { shown.message }
        set { shown = shown.with(\.message, newValue) }
    }
    /// The finished session, once the workout is over.
    public private(set) var session: Session?
    /// Why saving the finished session failed, if it did (the journal keeps it).
    public private(set) var saveError: RepositoryError?
    /// True once a cue or music helper was missing or failed.
    public private(set) var isAudioDegraded: Bool {
        get { shown.isAudioDegraded }
        set { shown = shown.with(\.isAudioDegraded, newValue) }
    }
    /// The live page's address while `--serve` runs, shown on the screen; set by whoever started the page.
    public var liveURL: String? {
        get { shown.liveURL }
        set { shown = shown.with(\.liveURL, newValue) }
    }
    /// The music heard now (nil: silence or no music).
    public var music: MusicSelection? { shown.music }
    public var isMusicMuted: Bool { shown.isMusicMuted }
    /// Everything above that the screen shows, in one observed property: a frame registers one key path, not three.
    private var shown: Shown
    @ObservationIgnored private var musicParts: TrainMusicCoordinator

    /// What the screen shows, changed by the clock, by actions and by helpers.
    /// 画面所显示的内容，由时钟、操作与辅助程序改变。
    private struct Shown: Equatable {
        var progress: TrainProgress
        var pendingConfirmation: TrainConfirmation?
        var isHelpVisible = false
        var message: TrainMessage?
        var isAudioDegraded = false
        var liveURL: String?
        /// The music coordinator's `playing` and `isMuted`, copied after each of its changes.
        var music: MusicSelection?
        var isMusicMuted = false

        /// A copy with one field set, assigned whole so that setting a value the field already has notifies nobody.
        func with<Value>(_ field: WritableKeyPath<Shown, Value>, _ value: Value) -> Shown {
            // Observation compares a whole new value with the old one; a field set in place notifies every time.
            var copy = self
            copy[keyPath: field] = value
            return copy
        }
    }

    /// Called on the main actor with each step's new events, cues and music changes (event streams, logs).
    @ObservationIgnored public var onOutput: (@MainActor (TrainOutput, [TrainMusicChange]) -> Void)?

    @ObservationIgnored private var engine: TrainEngine
    @ObservationIgnored private let clock: any MonotonicClock
    @ObservationIgnored private let wallClock: any WallClock
    @ObservationIgnored private let ids: any IDProvider
    @ObservationIgnored private let cueSink: any CueSink
    @ObservationIgnored private let loop: TrainRunLoop
    @ObservationIgnored private var gaps = TrainClockGapDetector()
    @ObservationIgnored private var journal: TrainJournalWriter
    @ObservationIgnored private var saver: TrainSessionSaver

    private init(
        snapshot: PlanSnapshot, engine: TrainEngine, journal: TrainJournalWriter, clock: any MonotonicClock,
        wallClock: any WallClock, ids: any IDProvider, cueSink: any CueSink, sessions: (any SessionRepository)?,
        music: (any MusicSink)?, at now: Duration
    ) {
        (self.snapshot, timeline, self.engine, self.journal) = (snapshot, engine.timeline, engine, journal)
        summary = snapshot.content.summary
        (self.clock, self.wallClock, self.ids, self.cueSink) = (clock, wallClock, ids, cueSink)
        saver = TrainSessionSaver(sessions: sessions)
        musicParts = TrainMusicCoordinator(sink: music, plan: snapshot.content.music, timeline: engine.timeline)
        loop = TrainRunLoop(clock: clock)
        shown = Shown(progress: engine.progress(at: now))
    }

    /// A new workout, journalled by `journalStore` for `databasePath`; `sessions` nil means history is off.
    public convenience init(
        snapshot: PlanSnapshot, options: TrainCueOptions, clock: any MonotonicClock, wallClock: any WallClock,
        ids: any IDProvider, cueSink: any CueSink, sessions: (any SessionRepository)?,
        music: (any MusicSink)? = nil, journalStore: (any SessionJournalStore)? = nil, databasePath: String = "",
        cueSettings: CueSettings? = nil
    ) {
        self.init(
            snapshot: snapshot, engine: TrainEngine(timeline: Timeline(content: snapshot.content), options: options),
            journal: TrainJournalWriter(store: journalStore, database: databasePath, cues: cueSettings), clock: clock,
            wallClock: wallClock, ids: ids, cueSink: cueSink, sessions: sessions, music: music, at: .zero)
    }

    /// A workout continued after a crash, paused where its journal left it; `journal` is the reopened journal.
    public convenience init(
        restoring pending: PendingJournal, journal: (any SessionJournal)?, options: TrainCueOptions,
        clock: any MonotonicClock, wallClock: any WallClock, ids: any IDProvider, cueSink: any CueSink,
        sessions: (any SessionRepository)?, music: (any MusicSink)? = nil
    ) {
        let now = clock.now()
        let restored = TrainEngine.restored(from: pending, options: options, at: now)
        self.init(
            snapshot: pending.header.snapshot, engine: restored.engine,
            journal: TrainJournalWriter(resuming: journal, journalledOverrides: pending.overrides.count),
            clock: clock, wallClock: wallClock, ids: ids, cueSink: cueSink, sessions: sessions, music: music, at: now)
        saver.begin(id: pending.header.sessionId, startedAt: pending.header.startedAt)
        saver.tags = [.recovered, .interrupted]
        self.journal.write(restored.output.events, overrides: engine.overrides, at: now) { engine.position(at: now) }
    }

    public var state: TrainState { progress.state }
    /// False once nobody can resume a pause; clock gaps are then excluded from active time without pausing.
    public var controlAvailable: Bool { gaps.controlAvailable }
    /// Why the journal could not be started or written, if so (the workout goes on).
    public var journalProblem: JournalError? { journal.problem }
    /// True when the finished session is kept nowhere: not stored (history off or the save failed) and no journal.
    public var sessionLost: Bool {
        session != nil && journalProblem != nil && (saveError != nil || !saver.keepsHistory)
    }
    /// The journal's open file, for a fatal-signal handler to sync before the process dies (-1: none).
    public var journalSyncDescriptor: Int32 { journal.syncDescriptor }

    /// Everything the screen shows.
    public var screen: TrainScreenState {
        // Each observed property read once: every read of one registers it with the observer again, every second.
        let shown = shown
        let next = shown.progress.next.map { snapshot.content.music.selection(for: $0) }
        return TrainScreenState(
            planName: snapshot.name, isAdjusted: snapshot.isAdjusted, summary: summary,
            progress: shown.progress, pendingConfirmation: shown.pendingConfirmation,
            isHelpVisible: shown.isHelpVisible, message: shown.message, audioDegraded: shown.isAudioDegraded,
            music: shown.music, nextMusic: next.flatMap { $0.isNone ? nil : $0 }, isMusicMuted: shown.isMusicMuted,
            liveURL: shown.liveURL)
    }

    // MARK: - Running

    /// Starts the workout (if not started) and runs it to the end; returns the saved session.
    @discardableResult
    public func run() async -> Session? {
        if engine.state == .idle { start() }
        // The loop keeps these until the workout finishes (then it lets them go).
        await loop.run(
            isDone: { self.engine.state.isFinished },
            deadline: {
                let deadline = self.engine.nextDeadline(after: self.clock.now())
                self.gaps.expectWake(at: deadline)
                return deadline
            }, step: catchUp)
        return finish()
    }

    /// Starts the session now; its journal is made right after the start's events are delivered.
    public func start() {
        guard engine.state == .idle else { return }
        let (id, startedAt) = (ids.makeID(), wallClock.now())
        saver.begin(id: id, startedAt: startedAt)
        journal.begin(sessionId: id, startedAt: startedAt, snapshot: snapshot)
        apply(.start)
    }

    /// Brings the session up to the clock's present; a clock gap pauses at the gap's start first.
    public func catchUp() {
        let now = clock.now()
        settleGap(at: now)
        deliver(engine.advance(to: now), at: now)
    }

    // MARK: - Intents

    /// A key on the training screen, through the key map (while a question is pending, y confirms, any key cancels).
    public func press(_ key: Character) {
        guard let intent = TrainKeyMap.intent(for: key, questionPending: pendingConfirmation != nil) else { return }
        handle(intent, from: .keyboard)
    }

    /// A newline command from a program driving the workout or a live page (`pause`, `extend 20`, `+20`, …).
    public func perform(command line: String, from source: TrainIntentSource = .controlLine) -> TrainControlResult {
        switch TrainControlParser.parse(line) {
        case .blank: return .done
        case .unknown: return .unknown(line)
        case .intent(let intent):
            handle(intent, from: source)
            if case .refused(let error) = message { return .refused(error) }
            return .done
        }
    }

    /// Carries out `intent`; skip and end from a source that asks first wait for `.confirm`.
    public func handle(_ intent: TrainIntent, from source: TrainIntentSource = .keyboard) {
        switch intent {
        case .togglePause: apply(engine.state.isPaused ? .resume : .pause(.user), from: source)
        case .pause: apply(.pause(.user), from: source)
        case .resume: apply(.resume, from: source)
        case .skip, .end:
            let question: TrainConfirmation = intent == .skip ? .skip : .end
            if source.asksBeforeDrasticActions { ask(question) } else { carryOut(question, from: source) }
        case .back: apply(.back, from: source)
        case .extendRest(let seconds):
            apply(.extendRest(seconds: seconds), from: source)
            if message == nil, !engine.state.isFinished { message = .restExtended(seconds: seconds) }
        case .endRestEarly: apply(.endRestEarly, from: source)
        case .toggleHelp: isHelpVisible.toggle()
        case .closeHelp: isHelpVisible = false
        case .toggleMusicMute:
            musicParts.toggleMute()
            showMusic()
        case .confirm: if let question = pendingConfirmation { carryOut(question, from: source) }
        case .cancel: pendingConfirmation = nil
        }
    }

    /// Marks control as lost (standard input closed, no terminal), resuming a paused session nobody else could.
    public func controlLost() {
        gaps.controlLost()
        if engine.state.isPaused { apply(.resume) }
    }

    /// Ctrl-Z: pause because the terminal suspends the program.
    public func interrupt() {
        guard engine.state == .running else { return }
        saver.tags.insert(.interrupted)
        apply(.pause(.interruption))
    }

    /// Ends at once without a question and saves, on a signal (tagged `interrupted`) or at program end.
    @discardableResult
    public func terminate(bySignal: Bool = false) -> Session? {
        if bySignal { saver.tags.insert(.interrupted) }
        if !engine.state.isFinished && engine.state != .idle { apply(.end) }
        return finish()
    }

    /// A cue or music helper could not do its job: recorded in the session (the code of `reason`).
    public func recordDegraded(reason: String) {
        let now = clock.now()
        engine.recordDegraded(reason: reason, at: now)
        isAudioDegraded = true
        saver.tags.insert(.audioDegraded)
        guard let event = engine.events.last else { return }
        journal.write([event], overrides: engine.overrides, at: now) { engine.position(at: now) }
        onOutput?(TrainOutput(events: [event]), [])
    }

    // MARK: - Internals

    private func ask(_ question: TrainConfirmation) {
        guard !engine.state.isFinished, engine.state != .idle else { return }
        pendingConfirmation = question
    }

    private func carryOut(_ question: TrainConfirmation, from source: TrainIntentSource) {
        pendingConfirmation = nil
        apply(question == .skip ? .skip : .end, from: source)
    }

    /// Pauses where a clock gap began, resuming at its end when nobody else could (before anything sees `now`).
    private func settleGap(at now: Duration) {
        guard let gap = gaps.check(at: now, isRunning: engine.state == .running) else { return }
        saver.tags.insert(.interrupted)
        if let paused = try? engine.pause(at: gap.start, reason: .safety) { deliver(paused, at: gap.start) }
        if gap.resumesAtEnd, let resumed = try? engine.resume(at: gap.end) { deliver(resumed, at: gap.end) }
    }

    /// Runs `step` now after catching up (so a refused step loses no cue), then wakes the run loop.
    private func apply(_ step: TrainStep, from source: TrainIntentSource? = nil) {
        let now = clock.now()
        message = nil
        settleGap(at: now)
        deliver(engine.advance(to: now), at: now)
        do {
            var output = try engine.perform(step, at: now)
            output.source = source
            deliver(output, at: now)
        } catch {
            message = .refused(error)
            progress = engine.progress(at: now)
        }
        loop.wake()
    }

    private func deliver(_ output: TrainOutput, at now: Duration) {
        for cue in output.cues { cueSink.deliver(cue) }
        let changes = output.events.compactMap { musicParts.react(to: $0, current: engine.currentSegment) }
        if !output.events.isEmpty { showMusic() }
        if output.events.contains(where: { Self.endsTheSegment($0.kind) }) {
            (pendingConfirmation, message) = (nil, nil)
        }
        let fresh = engine.progress(at: now)
        if fresh != progress { progress = fresh }
        // The person hears and sees the boundary first; the journal follows.
        if !output.isEmpty || !changes.isEmpty { onOutput?(output, changes) }
        guard engine.state != .idle else { return }
        journal.write(output.events, overrides: engine.overrides, at: now) { engine.position(at: now) }
    }

    /// Copies what the music coordinator plays to what the screen shows (nobody is told when nothing changed).
    private func showMusic() {
        shown = shown.with(\.music, musicParts.playing).with(\.isMusicMuted, musicParts.isMuted)
    }

    /// A segment change or the end: the question lapses and the message clears.
    private static func endsTheSegment(_ kind: SessionEvent.Kind) -> Bool {
        if case .segmentChanged = kind { return true }
        return kind == .completed || kind == .ended
    }

    /// Builds the session record once and saves it; the journal is committed only when the database has it.
    private func finish() -> Session? {
        if let session { return session }
        let now = clock.now()
        guard let finished = saver.session(of: engine, snapshot: snapshot, endedAt: wallClock.now(), at: now) else {
            return nil
        }
        session = finished
        progress = engine.progress(at: now)
        saveError = saver.save(finished, journal: journal)
        return finished
    }
}
