import Shared
import SharedUI
import Train
import TrainViews

/// Carries out `recover list|continue|end|discard [ID]` on the journalled workouts, as text or JSON.
/// 对日志中的训练执行 `recover list|continue|end|discard [ID]`，以文本或 JSON 输出。
@MainActor
public struct TrainRecoveryRunner {
    private let host: any TrainWorkoutHost

    public init(host: any TrainWorkoutHost) {
        self.host = host
    }

    /// Does `action`; how a continued workout ended (nil for the others); `noTUI`/`events` as for `start`.
    public func perform(
        _ action: TrainRecoveryAction, id: String?, json: Bool, noTUI: Bool = false, events: Bool = false
    ) async throws(TrainRecoveryFailure)
        -> TrainWorkoutRunner.Outcome?
    {
        let view = TrainRecoveryView(language: host.language, dates: host.dates)
        let recovery = host.trainRecoveryForSaving()
        recovery.load()
        for damaged in recovery.damaged { host.console.err(view.damaged(damaged)) }
        let saved = recovery.saveFinished()
        if !saved.isEmpty { host.console.err(view.savedFinished(saved)) }
        let chosen = recovery.unfinished(matching: id)
        if let id, chosen.isEmpty { throw TrainRecoveryFailure(message: view.notFound(id), isUsage: true) }
        func report(_ done: [Session], action: TrainRecoveryAction?) -> String {
            JSONText.encode(
                TrainRecoveryJSON(
                    unfinished: recovery.unfinished, finished: recovery.finished, damaged: recovery.damaged,
                    saved: saved + done, action: action?.rawValue))
        }
        if action == .list || chosen.isEmpty {
            host.console.out(
                json
                    ? report([], action: action == .list ? nil : action)
                    : view.list(recovery.unfinished, finished: recovery.finished.count))
            return nil
        }
        if action != .end, chosen.count > 1 {
            throw TrainRecoveryFailure(message: view.chooseOne(action.rawValue), isUsage: true)
        }
        if action == .continue { return await resume(chosen[0], noTUI: noTUI, events: events) }
        var done: [Session] = []
        do throws(TrainRecoveryError) {
            if action == .end {
                for journal in chosen { done.append(try recovery.end(journal)) }
            } else {
                try recovery.discard(chosen[0])
            }
        } catch {
            throw TrainRecoveryFailure(message: view.failure(error), isUsage: false)
        }
        let lines = action == .end ? done.map(view.ended) : [view.discarded(chosen[0])]
        host.console.out(json ? report(done, action: action) : lines.joined(separator: "\n"))
        return nil
    }

    /// Continues the workout paused where it stopped, on the training screen (or plain lines without one).
    private func resume(_ journal: PendingJournal, noTUI: Bool, events: Bool) async -> TrainWorkoutRunner.Outcome {
        let mode = TrainOutputMode.choose(
            noTUI: noTUI, events: events, stdinIsTTY: host.streams.stdinIsTTY,
            stdoutIsTTY: host.streams.stdoutIsTTY, term: host.terminalKind)
        // Without the screen nothing shows that the workout waits: say so, and how to go on.
        if mode != .screen {
            let view = TrainRecoveryView(language: host.language, dates: host.dates)
            host.console.err(view.continuingPaused(journal, fromTerminal: host.streams.stdinIsTTY))
        }
        return await TrainWorkoutRunner(host: host, mode: mode)
            .run(
                restoring: journal,
                cueSettings: journal.header.cueSettings ?? host.cueSettings(for: journal.header.snapshot))
    }
}
