import Dispatch
import Foundation
import Shared
import Synchronization

/// The state machine behind `MPVMusicPlayer`: its state and mpv's replies and events are handled on one serial queue.
/// `MPVMusicPlayer` 背后的状态机：其状态以及 mpv 的回复与事件都在一个串行队列上处理。
final class MPVPlayerCore: @unchecked Sendable {
    // @unchecked: every `var` below is touched only on `queue` (see `dispatchPrecondition` in `run`); the values
    // other threads read live in the `shared` mutex.

    /// How the player is configured; fixed for its life.
    /// 播放器的配置；终生不变。
    struct Settings: Sendable {
        let mpvPath: String?
        let environment: [String: String]
        let extraArguments: [String]
        let fade: Duration
        let volume: Double
        let duckVolume: Double
        let duckFall: Duration
        let duckRise: Duration
        let clock: any MonotonicClock
    }

    /// What other threads may read: the socket path, the process, and whether `stop` has finished.
    /// 其他线程可读取的信息：套接字路径、进程，以及 `stop` 是否已完成。
    struct SharedState: Sendable {
        var socketPath: String?
        var process: MPVProcess?
        var stopFinished = false
    }

    /// Where the player is in its life.
    /// 播放器所处的生命阶段。
    private enum Phase {
        case notStarted
        case running(MPVProcess, PrivateSocketFolder?)
        /// No mpv (or it could not start): directives are ignored.
        case unavailable
        /// mpv died mid-session: no restart.
        case dead
        case stopped
    }

    /// The selection loaded in mpv and what mpv has told about it so far.
    /// 已载入 mpv 的曲目，以及 mpv 迄今报告的情况。
    private struct Current {
        let selection: MusicSelection
        let item: LocalMusicItem
        let generation: Int
        /// Where it was asked to start (resume point, or the start).
        let origin: ResumePoint
        /// The first playlist entry of this load (from the load's reply).
        var firstEntryID: Int?
        /// True once mpv started an entry of this load.
        var started = false
        /// True once a file of this load opened.
        var loaded = false
        var lastStartedEntry: Int?
        /// The latest position mpv reported (starts at `origin`).
        var position: ResumePoint
        /// A list resumed mid-entry: seek there once that entry has opened.
        var pendingSeek: ResumePoint?
        /// What played before, to fall back to when this one fails (at most one level).
        var previous: [Current] = []
        /// True when this is itself a fallback (its failure is not retried).
        let isFallback: Bool
        /// True when the music was silenced by a directive before this load (restored if it fails).
        let followedSilence: Bool
    }

    /// Observation ids of the properties we follow.
    /// 我们关注的属性的观察编号。
    private enum Observed: Int, CaseIterable {
        case path = 1
        case playlistPosition = 2
        case idle = 4

        var property: String {
            switch self {
            case .path: "path"
            case .playlistPosition: "playlist-pos"
            case .idle: "idle-active"
            }
        }
    }

    let queue = DispatchQueue(label: "interfit.music.mpv", qos: .userInteractive)
    let shared = Mutex(SharedState())
    private let settings: Settings
    private let onDegraded: @Sendable (CueDegradation) -> Void
    private let onPlaying: @Sendable (String, Duration) -> Void
    private let stopped = DispatchGroup()

    private var phase = Phase.notStarted
    private var current: Current?
    private var memory: [MusicSelection: ResumePoint] = [:]
    private var failed: Set<MusicSelection> = []
    private var reported: Set<MusicProblem> = []
    private var generation = 0
    private var nextRequestID = 1
    private var loadRequests: [Int: Int] = [:]
    /// `time-pos` asked for when a selection was left (observing it would stream an event per audio block).
    private var positionRequests: [Int: MusicSelection] = [:]
    private var silenced = false
    private var sessionPaused = false
    private var muted = false
    private var sentPause = false
    /// mpv's `shuffle` option as we last set it: loaded lists are shuffled before their first entry plays.
    private var sentShuffle = false
    private var volume = 100.0
    private var ducked = false
    private var duckEnd = DispatchTime.now()
    private var rampGeneration = 0
    /// How long `stop` waits for mpv to quit before killing it (tests lengthen it).
    var quitGrace: Duration = .milliseconds(500)

    init(
        settings: Settings, onDegraded: @escaping @Sendable (CueDegradation) -> Void,
        onPlaying: @escaping @Sendable (String, Duration) -> Void
    ) {
        self.settings = settings
        self.onDegraded = onDegraded
        self.onPlaying = onPlaying
        volume = settings.volume
        stopped.enter()
    }

    /// Runs `work` on the queue.
    func run(_ work: @escaping @Sendable (MPVPlayerCore) -> Void) {
        queue.async { [self] in
            dispatchPrecondition(condition: .onQueue(queue))
            work(self)
        }
    }

    /// Waits at most `timeout` for `stop` to have finished.
    func waitUntilStopped(timeout: Duration) -> Bool {
        stopped.wait(timeout: .now() + .nanoseconds(Int(timeout / .nanoseconds(1)))) == .success
    }

    // MARK: - Directives

    func apply(_ directive: MusicDirective) {
        switch directive {
        case .pause:
            silenced = true
            syncPause()
        case .continue(let selection) where current?.selection == selection:
            silenced = false
            syncPause()
        case .play(let selection) where current?.selection == selection && selection.mode == .continue:
            silenced = false
            syncPause()
        case .play(let selection), .continue(let selection):
            guard selection.source == .local else {
                apply(.pause)
                return
            }
            switchTo(selection, from: selection.mode == .continue ? memory[selection] ?? .start : .start)
        }
    }

    func setPaused(_ paused: Bool) {
        sessionPaused = paused
        syncPause()
    }

    func setMuted(_ muted: Bool) {
        self.muted = muted
        send(.set("mute", .bool(muted)))
    }

    func duck(for duration: Duration) {
        guard case .running = phase else { return }
        let end = DispatchTime.now() + .nanoseconds(Int(duration / .nanoseconds(1)))
        if end > duckEnd { duckEnd = end }
        if !ducked {
            ducked = true
            ramp(over: settings.duckFall)
        }
        queue.asyncAfter(deadline: duckEnd) { [weak self] in self?.duckMayEnd() }
    }

    private func duckMayEnd() {
        guard ducked, DispatchTime.now() >= duckEnd else { return }
        ducked = false
        ramp(over: settings.duckRise)
    }

    /// Quits mpv (asking, then killing after a short wait) and removes its socket folder.
    func stop() {
        let previous = phase
        phase = .stopped
        rampGeneration += 1
        current = nil
        if case .running(let process, let folder) = previous {
            process.connection.send(MPVCommand.quit.line(requestID: 0))
            process.connection.shutDown()
            // Removed before waiting: a process that must exit before mpv is gone leaves no folder behind.
            folder?.remove()
            if !process.waitForExit(timeout: quitGrace) {
                process.kill()
                _ = process.waitForExit(timeout: .seconds(1))
            }
        }
        let first = shared.withLock { shared in
            defer { shared.stopFinished = true }
            shared.socketPath = nil
            return !shared.stopFinished
        }
        if first { stopped.leave() }
    }

    // MARK: - Switching

    private func switchTo(_ selection: MusicSelection, from origin: ResumePoint, isFallback: Bool = false) {
        guard !failed.contains(selection), canRun else { return }
        guard let item = LocalMusicItem.classify(selection.reference) else {
            report(.missing(selection.reference))
            return
        }
        guard ensureRunning() else { return }
        var left = current
        if let leaving = left, leaving.selection.mode == .continue {
            memory[leaving.selection] = leaving.position
            // mpv answers in order: this is where the leaving selection stood before the next load.
            if leaving.started, leaving.pendingSeek == nil {
                positionRequests[nextRequestID] = leaving.selection
                send(.get("time-pos"))
            }
        }
        left?.previous = []
        generation += 1
        var next = Current(
            selection: selection, item: item, generation: generation, origin: origin, position: origin,
            isFallback: isFallback, followedSilence: silenced)
        next.previous = left.map { [$0] } ?? []
        if item != .file, origin.seconds > 0.5 { next.pendingSeek = origin }
        current = next
        silenced = false
        rampGeneration += 1
        if settings.fade > .zero { setVolume(0) }
        syncPause(fading: false)
        let shuffled = selection.mode == .shuffle
        if item != .file && shuffled != sentShuffle {
            sentShuffle = shuffled
            send(.set("shuffle", .bool(shuffled)))
        }
        let requestID = nextRequestID
        switch item {
        case .file: send(.loadFile(selection.reference, start: origin.seconds > 0 ? origin.seconds : nil))
        case .folder, .playlist: send(.loadList(selection.reference))
        }
        loadRequests[requestID] = generation
        if item != .file, !shuffled, origin.index > 0 { send(.playIndex(origin.index)) }
        ramp(over: settings.fade)
    }

    /// The load was accepted: note its first playlist entry, to know which events are about it.
    private func loadAccepted(_ data: MPVValue) {
        current?.firstEntryID = data["playlist_entry_id"]?.integer
    }

    /// Handles a selection that cannot play: what was heard before comes back as it was (playing or silenced).
    private func loadFailed(refused: Bool) {
        // Refused: the old music never stopped. Idle: reload it where it was, once (a failing fallback is not retried).
        guard let failing = current else { return }
        report(.loadFailed(failing.selection.reference))
        failed.insert(failing.selection)
        current = nil
        silenced = failing.followedSilence
        if let previous = failing.previous.first {
            if refused {
                current = previous
                ramp(over: settings.fade)
            } else if !failing.isFallback {
                switchTo(previous.selection, from: previous.position, isFallback: true)
                silenced = failing.followedSilence
            }
        }
        syncPause()
    }

    // MARK: - mpv's messages

    /// On the reader thread: the path hook fires here (timestamped on arrival), everything goes to the queue.
    private func received(_ line: Data) {
        guard let message = MPVMessage(line: line) else { return }
        if let change = message.propertyChange, change.name == Observed.path.property, let path = change.value.string {
            onPlaying(path, settings.clock.now())
        }
        run { core in core.handle(message) }
    }

    private func handle(_ message: MPVMessage) {
        guard case .running = phase else { return }
        switch message {
        case .reply(let requestID, let error, let data):
            if let left = positionRequests.removeValue(forKey: requestID) {
                if error == "success", let seconds = data.number { remember(left, at: seconds) }
                return
            }
            guard let generation = loadRequests.removeValue(forKey: requestID), generation == current?.generation
            else { return }
            if error == "success" { loadAccepted(data) } else { loadFailed(refused: true) }
        case .event("start-file", _):
            guard let id = message.entryID, let first = current?.firstEntryID, id >= first else { return }
            current?.started = true
            current?.lastStartedEntry = id
        case .event("file-loaded", _):
            guard var playing = current, playing.started else { return }
            playing.loaded = true
            if let seek = playing.pendingSeek, let first = playing.firstEntryID,
                playing.lastStartedEntry == first + seek.index
            {
                send(.seek(to: seek.seconds))
                playing.pendingSeek = nil
            }
            current = playing
        default:
            guard let change = message.propertyChange, var playing = current, playing.started else { return }
            switch change.name {
            case Observed.idle.property where change.value.bool == true && !playing.loaded:
                loadFailed(refused: false)
                return
            case Observed.playlistPosition.property:
                if let index = change.value.integer, index >= 0 { playing.position.index = index }
            default: return
            }
            current = playing
        }
    }

    /// The position a left selection reached, for when it comes back (and for a fallback to it).
    private func remember(_ selection: MusicSelection, at seconds: Double) {
        if var point = memory[selection] {
            point.seconds = seconds
            memory[selection] = point
        }
        if var playing = current, let index = playing.previous.firstIndex(where: { $0.selection == selection }) {
            playing.previous[index].position.seconds = seconds
            current = playing
        }
    }

    private func connectionClosed() {
        guard case .running(_, let folder) = phase else { return }
        phase = .dead
        current = nil
        rampGeneration += 1
        folder?.remove()
        shared.withLock { $0.socketPath = nil }
        report(.playerDied)
    }

    // MARK: - The process

    /// False once mpv is known to be missing (reported), dead or stopped.
    private var canRun: Bool {
        switch phase {
        case .running: return true
        case .unavailable, .dead, .stopped: return false
        case .notStarted:
            guard settings.mpvPath == nil else { return true }
            phase = .unavailable
            report(.noMPV)
            return false
        }
    }

    /// Starts mpv at the first directive that needs it; false when it is missing, dead or stopped.
    private func ensureRunning() -> Bool {
        switch phase {
        case .running: return true
        case .unavailable, .dead, .stopped: return false
        case .notStarted: break
        }
        guard let path = settings.mpvPath else { return false }
        let environment = settings.environment
        let folder = try? PrivateSocketFolder.create(
            runtimeDirectory: environment["XDG_RUNTIME_DIR"], temporaryDirectory: environment["TMPDIR"] ?? "/tmp")
        let process: MPVProcess
        do {
            process = try MPVProcess.launch(
                path, socket: folder?.socketPath, extra: settings.extraArguments, environment: environment)
        } catch {
            folder?.remove()
            phase = .unavailable
            report(.noMPV)
            return false
        }
        phase = .running(process, folder)
        shared.withLock { shared in
            shared.process = process
            shared.socketPath = folder?.socketPath
        }
        process.connection.startReading(
            onLine: { [weak self] line in self?.received(line) },
            onClose: { [weak self] in self?.run { core in core.connectionClosed() } })
        for observed in Observed.allCases { send(.observe(observed.property, id: observed.rawValue)) }
        sentPause = false
        sentShuffle = false
        volume = settings.volume
        if muted { send(.set("mute", .bool(true))) }
        return true
    }

    private func send(_ command: MPVCommand) {
        guard case .running(let process, _) = phase else { return }
        let requestID = nextRequestID
        nextRequestID += 1
        process.connection.send(command.line(requestID: requestID))
    }

    // MARK: - Pause and volume

    /// Sends mpv's pause when it changes (session paused, music silenced or nothing loaded); unpausing fades in.
    private func syncPause(fading: Bool = true) {
        let paused = sessionPaused || silenced || current == nil
        guard case .running = phase, paused != sentPause else { return }
        sentPause = paused
        if !paused && fading && settings.fade > .zero {
            rampGeneration += 1
            setVolume(0)
            send(.set("pause", .bool(false)))
            ramp(over: settings.fade)
        } else {
            send(.set("pause", .bool(paused)))
        }
    }

    private var targetVolume: Double { ducked ? settings.duckVolume : settings.volume }

    /// Moves the volume to its target in steps; a newer ramp cancels this one.
    private func ramp(over duration: Duration) {
        rampGeneration += 1
        let ticket = rampGeneration
        // 50 ms steps: smooth to the ear, and half the IPC traffic of finer ones.
        for step in VolumeRamp(from: volume, to: targetVolume, over: duration, every: .milliseconds(50)).steps {
            if step.after == .zero {
                setVolume(step.volume)
            } else {
                queue.asyncAfter(deadline: .now() + .nanoseconds(Int(step.after / .nanoseconds(1)))) { [weak self] in
                    guard let self, self.rampGeneration == ticket else { return }
                    self.setVolume(step.volume)
                }
            }
        }
    }

    private func setVolume(_ value: Double) {
        guard value != volume || value == 0 else { return }
        volume = value
        send(.set("volume", .double(value)))
    }

    // MARK: - Reports

    private func report(_ problem: MusicProblem) {
        guard reported.insert(problem).inserted else { return }
        onDegraded(.music(problem))
    }
}
