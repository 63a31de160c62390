import Foundation
import Observation
import Shared
import SharedUI
import Terminal
import Train
import TrainViews

/// Glue that drives one workout on the terminal: wires keys, signals and output to `TrainSessionViewModel`.
/// 在终端上驱动一次训练的胶水代码：把按键、信号与输出接到 `TrainSessionViewModel` 上。
@MainActor
final class TrainSessionDriver {
    private let viewModel: TrainSessionViewModel
    private let mode: TrainOutputMode
    private let host: any TrainWorkoutHost
    private let events: TrainEventView
    private let screen: TrainSessionView
    /// The live page under `--serve`, and how it words the workout.
    private let remote: TrainRemote?
    private let live: TrainLiveView
    private let terminal: TerminalController
    private let keys = KeyReader()
    private let control = ControlReader()
    private let signals = SignalRelay()
    /// CLOCK_MONOTONIC seconds at t = 0 (the `started` ndjson line's `clock`), read again as the session starts.
    private var monotonicStart: Double?
    /// True while a change of the view model will trigger a redraw.
    private var isObserving = false
    /// True between Ctrl-Z and SIGCONT when the screen was up and must come back.
    private var screenSuspended = false
    /// True when SIGINT, SIGTERM or SIGHUP ended the workout.
    private(set) var endedBySignal = false

    /// `terminal` is the one the cues' bell rings through, so that a bell goes out with the frame.
    init(
        viewModel: TrainSessionViewModel, mode: TrainOutputMode, host: any TrainWorkoutHost,
        terminal: TerminalController, remote: TrainRemote? = nil
    ) {
        self.viewModel = viewModel
        self.terminal = terminal
        self.mode = mode
        self.host = host
        self.remote = remote
        events = TrainEventView(snapshot: viewModel.snapshot, language: host.language)
        screen = TrainSessionView(language: host.language, style: host.style)
        live = TrainLiveView(snapshot: viewModel.snapshot, language: host.language)
    }

    /// Runs the workout to its end and returns the finished session.
    func run(startupDegradations: [CueDegradation]) async -> Session? {
        signal(SIGPIPE, SIG_IGN)
        viewModel.onOutput = { [weak self] output, music in self?.emit(output, music: music) }
        for number in [SIGINT, SIGTERM, SIGHUP] {
            signals.on(number) { [weak self] in self?.endBySignal() }
        }
        signals.on(SIGTSTP) { [weak self] in self?.suspend() }
        signals.on(SIGCONT) { [weak self] in self?.continued() }
        if let remote { announce(remote) }
        if mode == .screen {
            terminal.enter()
            signals.on(SIGWINCH) { [weak self] in self?.resized() }
            keys.start { [weak self] key in self?.viewModel.press(key) }
            observeScreen()
        } else {
            control.start(
                onLine: { [weak self] line in self?.perform(line) },
                onEnd: { [weak self] in self?.controlEnded() })
        }
        monotonicStart = Self.monotonicNow()
        viewModel.start()
        publishLive()
        TerminalRestore.syncDescriptors.0 = viewModel.journalSyncDescriptor
        defer { TerminalRestore.syncDescriptors.0 = -1 }
        for reason in startupDegradations { viewModel.recordDegraded(reason: reason.code) }
        let session = await viewModel.run()
        publishLive()
        keys.stop()
        control.stop()
        signals.cancelAll()
        terminal.leave()
        return session
    }

    // MARK: - Output

    private func emit(_ output: TrainOutput, music: [TrainMusicChange]) {
        // The engine takes t = 0 after the journal is made (a varying fraction of a millisecond), just before this
        // output: read here, `clock + t` is each boundary's deadline, which programs measure lateness against.
        if output.events.contains(where: { $0.kind == .started }) { monotonicStart = Self.monotonicNow() }
        let lines = events.lines(output, music: music, mode: mode, progress: viewModel.progress, clock: monotonicStart)
        for line in lines { host.console.out(line) }
        // The page follows the event stream: each event is a new state for it.
        if !output.events.isEmpty { publishLive() }
        // `start … | head -3`: the reader of the event stream is gone, so the workout ends as if by a signal.
        // Ended on the next turn of the main actor: the view model is in the middle of delivering this output.
        if !lines.isEmpty, host.console.isOutputGone, !endedBySignal {
            endedBySignal = true
            Task { @MainActor [weak self] in self?.viewModel.terminate(bySignal: true) }
        }
    }

    /// A command line from a driving program: carried out, or explained on stderr.
    private func perform(_ line: String) {
        let result = viewModel.perform(command: line)
        if let notice = events.notice(for: result, command: line, progress: viewModel.progress) {
            host.console.err(notice)
        }
    }

    // MARK: - Live page

    /// Says where the page is (the `serving` event in ndjson, lines on stderr otherwise) and takes its commands.
    private func announce(_ remote: TrainRemote) {
        if mode == .ndjson {
            host.console.out(events.serving(url: remote.url, viewOnlyURL: remote.viewOnlyURL))
        }
        if mode != .ndjson || host.streams.stderrIsTTY {
            let notice = events.servingNotice(
                url: remote.url, viewOnlyURL: remote.viewOnlyURL, servesLAN: remote.servesLAN)
            for line in notice { host.console.err(line) }
            if let qrCode = remote.qrCode { host.console.err(qrCode) }
        }
        viewModel.liveURL = remote.url ?? remote.viewOnlyURL
        remote.start(
            perform: { [weak self] line in self?.performRemote(line) }, refresh: { [weak self] in self?.publishLive() })
    }

    /// A command from the page: the same parser and intents as a control line, its events marked `remote`.
    private func performRemote(_ line: String) {
        let result = viewModel.perform(command: line, from: .remote)
        guard let notice = events.notice(for: result, command: line, progress: viewModel.progress) else { return }
        let live = live
        remote?.show { live.notice(notice) }
        publishLive()
    }

    /// Sends the page the state as it is now, stamped with the workout's monotonic clock.
    private func publishLive() {
        guard let remote, let monotonicStart else { return }
        let serverTime = Self.monotonicNow() - monotonicStart
        let (live, screen) = (live, viewModel.screen)
        remote.show { live.state(screen, serverTime: serverTime) }
    }

    /// CLOCK_MONOTONIC now, in seconds.
    private static func monotonicNow() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    /// Standard input ended: nobody can resume a pause any more.
    private func controlEnded() {
        guard !host.streams.stdinIsTTY else { return }
        viewModel.controlLost()
    }

    // MARK: - Screen

    /// Redraws now and again whenever the view model changes, while the screen is up.
    private func observeScreen() {
        isObserving = true
        withObservationTracking {
            redraw()
        } onChange: { [weak self] in
            // Called inside the view model's (main-actor) mutation: drawn once the turn's changes are all made.
            MainActor.assumeIsolated { MainThreadLoop.beforeWaiting { self?.observationFired() } }
        }
    }

    private func observationFired() {
        isObserving = false
        if terminal.isActive { observeScreen() }
    }

    /// Writes the lines that changed since the last frame (every line when `force`), and the window title.
    private func redraw(force: Bool = false) {
        let size = terminal.size()
        let state = viewModel.screen
        let lines = screen.render(state, width: size.width, height: size.height)
        terminal.drawChanges(lines, title: screen.windowTitle(state), force: force)
    }

    /// SIGWINCH: measure the terminal again and draw the whole frame at its new size.
    private func resized() {
        terminal.resized()
        redraw(force: true)
    }

    // MARK: - Signals

    private func endBySignal() {
        endedBySignal = true
        viewModel.terminate(bySignal: true)
    }

    /// Ctrl-Z: pause (interruption), give the terminal back, stop; `continued()` takes over after `fg`.
    private func suspend() {
        viewModel.interrupt()
        screenSuspended = terminal.isActive
        terminal.leave()
        host.console.err(events.suspendedNotice)
        // The stop is not synchronous for this thread: nothing may touch the terminal until SIGCONT.
        kill(getpid(), SIGSTOP)
    }

    /// SIGCONT (after `fg`): bring the screen back, still paused.
    private func continued() {
        guard screenSuspended else { return }
        screenSuspended = false
        terminal.enter()
        if isObserving { redraw(force: true) } else { observeScreen() }
    }
}
