import Foundation
import Shared
import SharedUI
import Train
import TrainViews

/// Runs workouts in the terminal for `start` and `recover continue`: wires cues, music and the view model
/// to a TTY driver, prints the summary and the notices, and stops the music on every exit path.
/// 为 `start` 与 `recover continue` 在终端中运行训练：把提示音、音乐与视图模型接到终端驱动上，打印总结与通知，并在每条退出路径上停止音乐。
@MainActor
final class WorkoutRunner {
    /// How a workout ended.
    /// 训练如何结束。
    struct Outcome {
        let session: Session?
        let endedBySignal: Bool
    }

    private let context: AppContext
    private let mode: TrainOutputMode
    private let historyOn: Bool

    init(context: AppContext, mode: TrainOutputMode, historyOn: Bool) {
        self.context = context
        self.mode = mode
        self.historyOn = historyOn
    }

    /// A new workout.
    func run(_ setup: TrainSetup) async -> Outcome {
        await run(cueSettings: setup.cueSettings) { cues, music in
            self.context.trainSession(setup, historyOn: self.historyOn, cueSink: cues, music: music)
        }
    }

    /// A workout continued from its journal.
    func run(restoring pending: PendingJournal, cueSettings: CueSettings) async -> Outcome {
        await run(cueSettings: cueSettings) { cues, music in
            self.context.restoredSession(pending, cueSettings: cueSettings, cueSink: cues, music: music)
        }
    }

    private func run(
        cueSettings: CueSettings, make: (any CueSink, any MusicSink) -> TrainSessionViewModel
    ) async -> Outcome {
        let relay = DegradationRelay()
        let report: @Sendable (CueDegradation) -> Void = { reason in
            Task { @MainActor in relay.viewModel?.recordDegraded(reason: reason.code) }
        }
        let music = context.musicRouter(onDegraded: report)
        let bell: Int32? = mode == .screen ? STDOUT_FILENO : (context.streams.stderrIsTTY ? STDERR_FILENO : nil)
        let cues = context.cueDispatcher(
            settings: cueSettings, ducking: music,
            ring: { text in if let bell { SystemConsole.write(bell, text.utf8) } },
            onDegraded: report)
        let viewModel = make(cues, music)
        relay.viewModel = viewModel
        let run = TrainingRun(viewModel: viewModel, mode: mode, context: context)
        let session = await run.run(startupDegradations: cues.startupDegradations)
        music.stopAndWait(timeout: .seconds(2))
        if let session { summarize(session, viewModel) }
        return Outcome(session: session, endedBySignal: run.endedBySignal)
    }

    /// The summary and what became of the session.
    private func summarize(_ session: Session, _ viewModel: TrainSessionViewModel) {
        let summary = context.trainSummary(session)
        let view = TrainSummaryView(
            language: context.language, style: mode == .ndjson ? context.errorStyle : context.style)
        for line in view.render(session, adjusted: summary.adjustedContent) {
            if mode == .ndjson { context.console.err(line) } else { context.console.out(line) }
        }
        let notices = TrainEventView(snapshot: session.snapshot, language: context.language).closingNotices(
            journalProblem: viewModel.journalProblem, saveError: viewModel.saveError, historyOn: historyOn,
            journalDirectory: context.journalStore.directory)
        for notice in notices { context.console.err(notice) }
    }

    /// After the summary on a terminal: again, save adjustments as a new plan, or quit (any other key).
    func nextStep(after session: Session) -> PlanSnapshot? {
        let summary = context.trainSummary(session)
        let view = TrainSummaryView(language: context.language, style: context.style)
        context.console.out(context.style.dim(view.hint(summary.choices)))
        let key = PromptKey.read().map { Character(Unicode.Scalar($0)) } ?? "q"
        switch summary.choose(key: key) {
        case .again:
            return summary.againSnapshot
        case .saveAdjustments:
            do {
                if let plan = try summary.saveAdjustmentsAsPlan() { context.console.out(view.savedNotice(plan)) }
            } catch {
                context.console.err(view.saveFailedNotice(error))
            }
            return nil
        case .quit:
            return nil
        }
    }
}

/// Lets the cue dispatcher and music players, created before the view model, report degradations to it.
/// 让先于视图模型创建的提示音调度器与音乐播放器向其报告降级。
@MainActor
private final class DegradationRelay {
    weak var viewModel: TrainSessionViewModel?
}
