import Foundation
import Shared
import Terminal
import Train
import TrainTerminal

/// The home's TTY loop: owns the terminal while the home is up, turns keys into frames and writes only changed lines.
/// 主界面的终端循环：主界面显示期间掌管终端，把按键变为画面，只写入有变化的行。
@MainActor
final class HomeLoop {
    private let router: HomeRouter
    private let context: AppContext
    private let terminal = TerminalController()
    private let keys = KeyPressReader()
    private let signals = SignalRelay()
    private var finished: CheckedContinuation<Bool, Never>?
    /// True between Ctrl-Z and SIGCONT.
    private var suspended = false

    init(router: HomeRouter, context: AppContext) {
        self.router = router
        self.context = context
    }

    /// Runs the home until q (false) or a signal (true: SIGINT, SIGTERM or SIGHUP ended it).
    func run() async -> Bool {
        signal(SIGPIPE, SIG_IGN)
        router.redraw = { [weak self] in self?.draw() }
        acquire()
        return await withCheckedContinuation { finished = $0 }
    }

    /// Takes the terminal: the alternate screen, unbuffered keys, the signals the home answers.
    private func acquire() {
        terminal.enter()
        for number in [SIGINT, SIGTERM, SIGHUP] {
            signals.on(number) { [weak self] in self?.finish(interrupted: true) }
        }
        signals.on(SIGWINCH) { [weak self] in
            self?.terminal.resized()
            self?.draw(force: true)
        }
        signals.on(SIGTSTP) { [weak self] in self?.suspend() }
        signals.on(SIGCONT) { [weak self] in self?.continued() }
        keys.start({ [weak self] key in self?.handle(key) }, onEnd: { [weak self] in self?.finish(interrupted: false) })
        draw(force: true)
    }

    /// Gives the terminal back as it was.
    private func release() {
        keys.stop()
        signals.cancelAll()
        terminal.leave()
    }

    private func finish(interrupted: Bool) {
        release()
        finished?.resume(returning: interrupted)
        finished = nil
    }

    private func handle(_ key: KeyPress) {
        router.handle(key)
        if router.wantsToQuit { return finish(interrupted: false) }
        if let setup = router.takePendingWorkout() { return runWorkout(setup) }
        draw()
    }

    /// The workout gets the terminal (its own screen, keys and signals, exactly as `start`), then the home again.
    private func runWorkout(_ setup: TrainSetup) {
        release()
        Task { @MainActor in
            let outcome = await context.runHomeWorkout(setup)
            guard !outcome.endedBySignal else { return finished?.resume(returning: true) ?? () }
            acquire()
            router.workoutFinished(outcome.session, setup: setup)
            draw(force: true)
        }
    }

    /// Draws the router's frame at the terminal's size, rewriting only the lines that changed (all when `force`).
    private func draw(force: Bool = false) {
        guard terminal.isActive else { return }
        let size = terminal.size()
        terminal.drawChanges(router.frame(width: size.width, height: size.height), force: force)
    }

    /// Ctrl-Z: give the terminal back and stop; `continued()` takes it again after `fg`.
    private func suspend() {
        suspended = terminal.isActive
        terminal.leave()
        kill(getpid(), SIGSTOP)
    }

    private func continued() {
        guard suspended else { return }
        suspended = false
        terminal.enter()
        draw(force: true)
    }
}
