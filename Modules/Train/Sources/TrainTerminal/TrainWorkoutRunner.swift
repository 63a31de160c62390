import Foundation
import Shared
import SharedUI
import Terminal
import Train
import TrainViews

/// Runs workouts on the terminal for `start` and `recover continue`, then prints the summary and notices.
/// 为 `start` 与 `recover continue` 在终端上运行训练，然后打印总结与通知。
@MainActor
public final class TrainWorkoutRunner {
    /// How a workout ended.
    /// 训练如何结束。
    public struct Outcome: Sendable {
        public let session: Session?
        public let endedBySignal: Bool
        /// True when a session was kept nowhere (not saved, no journal): the command exits 74.
        public let lost: Bool
    }

    private let host: any TrainWorkoutHost
    private let mode: TrainOutputMode
    /// Why plans and settings could not be read before the workout; nil when they could.
    private let databaseProblem: RepositoryError?
    /// Whether history is on: a merely busy database keeps it on; one not ours, damaged or newer turns it off.
    private let historyOn: Bool
    /// Reads one key from the terminal for the prompts (nil at end of input).
    private let readKey: () -> Character?

    public init(
        host: any TrainWorkoutHost, mode: TrainOutputMode, databaseProblem: RepositoryError? = nil,
        readKey: @escaping () -> Character? = { PromptKey.read().map { Character(Unicode.Scalar($0)) } }
    ) {
        self.host = host
        self.mode = mode
        self.databaseProblem = databaseProblem
        if case .busy = databaseProblem { historyOn = true } else { historyOn = databaseProblem == nil }
        self.readKey = readKey
    }

    /// Runs the `start` workout loop until the user quits: the last workout's outcome, `lost` if any was lost.
    @discardableResult
    public func runUntilQuit(_ setup: TrainSetup) async -> Outcome {
        // Says why history is off, offers recovery, reruns on a terminal.
        if let databaseProblem {
            let notice = TrainEventView(snapshot: setup.snapshot, language: host.language).historyOffNotice
            let reason = RepositoryErrorText(language: host.language).message(databaseProblem)
            host.console.err((historyOn ? "" : notice + "\n") + reason)
        }
        if historyOn, let continued = await offerRecovery(instead: setup) {
            return continued
        }
        var setup = setup
        var lost = false
        while true {
            let outcome = await run(setup)
            lost = lost || outcome.lost
            guard let session = outcome.session, !outcome.endedBySignal, mode == .screen,
                let again = nextStep(after: session)
            else { return Outcome(session: outcome.session, endedBySignal: outcome.endedBySignal, lost: lost) }
            setup = TrainSetup(snapshot: again, plan: setup.plan, cueSettings: setup.cueSettings)
        }
    }

    /// A new workout.
    public func run(_ setup: TrainSetup) async -> Outcome {
        await run(cueSettings: setup.cueSettings) { cues, music in
            self.host.trainSession(setup, historyOn: self.historyOn, cueSink: cues, music: music)
        }
    }

    /// A workout continued from its journal.
    public func run(restoring pending: PendingJournal, cueSettings: CueSettings) async -> Outcome {
        await run(cueSettings: cueSettings) { cues, music in
            self.host.restoredSession(pending, cueSettings: cueSettings, cueSink: cues, music: music)
        }
    }

    private func run(
        cueSettings: CueSettings, make: (any CueSink, any MusicSink) -> TrainSessionViewModel
    ) async -> Outcome {
        let relay = DegradationRelay()
        let report: @Sendable (CueDegradation) -> Void = { reason in
            Task { @MainActor in relay.viewModel?.recordDegraded(reason: reason.code) }
        }
        let terminal = TerminalController()
        let ring: @Sendable (String) -> Void
        if mode == .screen {
            // On the screen a bell goes out with the frame of its turn (cues are delivered on the main actor).
            ring = { text in
                guard Thread.isMainThread else { return SystemConsole.write(STDOUT_FILENO, text.utf8) }
                MainActor.assumeIsolated { terminal.writeWithNextFrame(text) }
            }
        } else {
            let bell = host.streams.stderrIsTTY ? STDERR_FILENO : nil
            ring = { text in if let bell { SystemConsole.write(bell, text.utf8) } }
        }
        let sound = host.workoutSound(settings: cueSettings, ring: ring, onDegraded: report)
        let viewModel = make(sound.cues, sound.music)
        relay.viewModel = viewModel
        let remote = await host.liveRemote(for: viewModel.snapshot)
        let driver = TrainSessionDriver(
            viewModel: viewModel, mode: mode, host: host, terminal: terminal, remote: remote)
        let session = await driver.run(startupDegradations: sound.startupDegradations)
        // The page stops with the workout (its viewers have seen the last state).
        await remote?.close()
        sound.stop()
        if let session { summarize(session, viewModel) }
        return Outcome(session: session, endedBySignal: driver.endedBySignal, lost: viewModel.sessionLost)
    }

    /// The summary and what became of the session.
    private func summarize(_ session: Session, _ viewModel: TrainSessionViewModel) {
        let summary = host.trainSummary(session)
        let view = TrainSummaryView(language: host.language, style: mode == .ndjson ? host.errorStyle : host.style)
        let width = mode == .ndjson ? Int.max : TerminalController.currentSize()?.columns ?? Int.max
        for line in view.render(session, adjusted: summary.adjustedContent, width: width) {
            if mode == .ndjson { host.console.err(line) } else { host.console.out(line) }
        }
        let notices = TrainEventView(snapshot: session.snapshot, language: host.language).closingNotices(
            journalProblem: viewModel.journalProblem, saveError: viewModel.saveError, historyOn: historyOn,
            journalDirectory: host.journalDirectory)
        for notice in notices { host.console.err(notice) }
    }

    /// After the summary on a terminal: again, save adjustments as a new plan, or quit (any other key).
    private func nextStep(after session: Session) -> PlanSnapshot? {
        let summary = host.trainSummary(session)
        let view = TrainSummaryView(language: host.language, style: host.style)
        let width = TerminalController.currentSize()?.columns ?? Int.max
        for line in view.hint(summary.choices, width: width).split(separator: "\n") {
            host.console.out(host.style.dim(String(line)))
        }
        switch summary.choose(key: readKey() ?? "q") {
        case .again:
            return summary.againSnapshot
        case .saveAdjustments:
            do {
                if let plan = try summary.saveAdjustmentsAsPlan() { host.console.out(view.savedNotice(plan)) }
            } catch {
                host.console.err(view.saveFailedNotice(error))
            }
            return nil
        case .quit:
            return nil
        }
    }

    /// Offers to continue the newest unfinished workout; returns its outcome when the user continued it.
    private func offerRecovery(instead setup: TrainSetup) async -> Outcome? {
        let cueSettings = setup.cueSettings
        // Off a terminal, prints one line on stderr and the new workout runs instead.
        let recovery = host.trainRecovery(writable: nil)
        recovery.load()
        let view = TrainRecoveryView(language: host.language, dates: host.dates)
        for damaged in recovery.damaged { host.console.err(view.damaged(damaged)) }
        guard let newest = recovery.unfinished.last else { return nil }
        guard mode == .screen else {
            host.console.err("interfit: " + view.pendingNotice(recovery.unfinished.count))
            return nil
        }
        let width = TerminalController.currentSize()?.columns ?? 80
        host.console.out(
            TextWrap.lines(view.prompt(newest, requested: setup.snapshot.name), width: width).joined(separator: "\n"))
        switch TrainRecoveryChoice(key: readKey()) {
        case .continueWorkout:
            return await run(restoring: newest, cueSettings: newest.header.cueSettings ?? cueSettings)
        case .end:
            let writable = host.trainRecoveryForSaving()
            writable.load()
            do { host.console.out(view.ended(try writable.end(newest))) } catch {
                host.console.err(view.failure(error))
            }
        case .discard:
            do {
                try recovery.discard(newest)
                host.console.out(view.discarded(newest))
            } catch {
                host.console.err(view.failure(error))
            }
        case .later:
            host.console.out(view.leftForLater)
        }
        return nil
    }
}

/// Lets the cue dispatcher and music players, created before the view model, report degradations to it.
/// 让先于视图模型创建的提示音调度器与音乐播放器向其报告降级。
@MainActor
private final class DegradationRelay {
    weak var viewModel: TrainSessionViewModel?
}
