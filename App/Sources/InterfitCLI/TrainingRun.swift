import Foundation
import Observation
import Shared
import Train

/// Runs one workout in the terminal: wires keys, signals and output to the view model, and leaves the
/// terminal as it found it. Glue only: the timing and decisions live in `TrainSessionViewModel`.
@MainActor
final class TrainingRun {
    private let viewModel: TrainSessionViewModel
    private let mode: TrainingOutputMode
    private let context: AppContext
    private let formatter: TrainEventFormatter
    private let terminal = TerminalController()
    private let keys = KeyReader()
    private let signals = SignalRelay()
    private let isDegraded: @Sendable () -> Bool
    /// CLOCK_MONOTONIC seconds read just before the session started, for the `started` ndjson line.
    private var monotonicStart: Double?
    /// True while a change of the view model will trigger a redraw.
    private var isObserving = false
    /// True between Ctrl-Z and SIGCONT when the screen was up and must come back.
    private var screenSuspended = false
    /// True when SIGINT, SIGTERM or SIGHUP ended the workout.
    private(set) var endedBySignal = false

    init(
        viewModel: TrainSessionViewModel, mode: TrainingOutputMode, context: AppContext,
        isDegraded: @escaping @Sendable () -> Bool
    ) {
        self.viewModel = viewModel
        self.mode = mode
        self.context = context
        self.isDegraded = isDegraded
        formatter = TrainEventFormatter(snapshot: viewModel.snapshot, text: context.text)
    }

    /// Runs the workout to its end and returns the finished session.
    func run(startupDegradations: [String]) async -> Session? {
        signal(SIGPIPE, SIG_IGN)
        viewModel.onOutput = { [weak self] output in self?.emit(output) }
        for number in [SIGINT, SIGTERM, SIGHUP] {
            signals.on(number) { [weak self] in self?.endBySignal() }
        }
        signals.on(SIGTSTP) { [weak self] in self?.suspend() }
        signals.on(SIGCONT) { [weak self] in self?.continued() }
        if mode == .screen {
            terminal.enter()
            signals.on(SIGWINCH) { [weak self] in self?.redraw(force: true) }
            keys.start { [weak self] key in self?.handle(key) }
            observeScreen()
        }
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        monotonicStart = Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
        viewModel.start()
        for reason in startupDegradations { viewModel.recordDegraded(reason: reason) }
        let session = await viewModel.run()
        keys.stop()
        signals.cancelAll()
        terminal.leave()
        return session
    }

    // MARK: - Output

    private func emit(_ output: TrainOutput) {
        switch mode {
        case .screen: break
        case .plain:
            for event in output.events { context.console.out(formatter.plain(event)) }
        case .ndjson:
            for event in output.events {
                let isLast = event.kind == .completed || event.kind == .ended
                context.console.out(
                    formatter.json(
                        event, totals: isLast ? viewModel.progress : nil,
                        clock: event.kind == .started ? monotonicStart : nil))
            }
            for (cue, t) in zip(output.cues, output.cueTimes) { context.console.out(formatter.json(cue, t: t)) }
        }
    }

    // MARK: - Screen

    /// Redraws now and again whenever the view model changes, while the screen is up.
    private func observeScreen() {
        isObserving = true
        withObservationTracking {
            redraw()
        } onChange: { [weak self] in
            Task { @MainActor in self?.observationFired() }
        }
    }

    private func observationFired() {
        isObserving = false
        if terminal.isActive { observeScreen() }
    }

    private func redraw(force: Bool = false) {
        let size = terminal.size()
        let state = TrainScreenState(viewModel, audioDegraded: isDegraded())
        let renderer = TrainScreenRenderer(text: context.text, style: context.style)
        terminal.draw(renderer.render(state, width: size.width, height: size.height), force: force)
    }

    private func handle(_ key: TrainKey) {
        if viewModel.pendingConfirmation != nil {
            if key == .confirm { viewModel.confirm() } else { viewModel.cancelConfirmation() }
            return
        }
        switch key {
        case .togglePause: viewModel.togglePause()
        case .skip: viewModel.requestSkip()
        case .back: viewModel.goBack()
        case .extendRest: viewModel.extendRest(by: 15)
        case .endRest: viewModel.endRestEarly()
        case .end: viewModel.requestEnd()
        case .help: viewModel.toggleHelp()
        case .confirm, .other: break
        }
    }

    // MARK: - Signals

    private func endBySignal() {
        endedBySignal = true
        viewModel.terminate()
    }

    /// Ctrl-Z: pause (interruption), give the terminal back, stop; `continued()` takes over after `fg`.
    private func suspend() {
        viewModel.interrupt()
        screenSuspended = terminal.isActive
        terminal.leave()
        context.console.err(context.text("train.suspended"))
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
