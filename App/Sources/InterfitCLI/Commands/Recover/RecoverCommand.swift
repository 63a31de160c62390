import ArgumentParser
import Shared
import SharedUI
import Train
import TrainViews

/// `interfit recover [list|continue|end|discard] [ID]`: workouts left in the session journal.
/// `interfit recover [list|continue|end|discard] [ID]`：会话日志中遗留的训练。
struct RecoverCommand: InterfitSubcommand {
    static var configuration: CommandConfiguration { .interfit("recover", help: "recover") }

    /// What to do with the unfinished workouts.
    /// 如何处理未完成的训练。
    enum Action: String, CaseIterable, ExpressibleByArgument {
        case list, `continue`, end, discard
    }

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp(HelpText.of("recover.action"))) var action: Action = .list
    @Argument(help: ArgumentHelp(HelpText.of("recover.id"))) var id: String?
    @Flag(help: ArgumentHelp(HelpText.of("option.json.recover"))) var json = false

    func execute(_ context: AppContext) async throws {
        let view = TrainRecoveryView(language: context.language, dates: context.dates)
        let recovery = context.trainRecoveryForSaving()
        recovery.load()
        for damaged in recovery.damaged { context.console.err(view.damaged(damaged)) }
        let saved = recovery.saveFinished()
        if !saved.isEmpty { context.console.err(view.savedFinished(saved)) }
        let chosen = recovery.unfinished(matching: id)
        if let id, chosen.isEmpty { throw CLIFailure(message: view.notFound(id), status: .usage) }
        if action == .list || chosen.isEmpty {
            context.console.out(
                json
                    ? JSONText.encode(
                        TrainRecoveryJSON(
                            unfinished: recovery.unfinished, finished: recovery.finished, damaged: recovery.damaged,
                            saved: saved, action: action == .list ? nil : action.rawValue))
                    : view.list(recovery.unfinished, finished: recovery.finished.count))
            return
        }
        if action != .end, chosen.count > 1 {
            throw CLIFailure(message: view.chooseOne(action.rawValue), status: .usage)
        }
        if action == .continue { return try await resume(chosen[0], context: context) }
        var done: [Session] = []
        do throws(TrainRecoveryError) {
            if action == .end {
                for journal in chosen { done.append(try recovery.end(journal)) }
            } else {
                try recovery.discard(chosen[0])
            }
        } catch {
            throw CLIFailure(message: view.failure(error), status: .ioError)
        }
        if json {
            context.console.out(
                JSONText.encode(
                    TrainRecoveryJSON(
                        unfinished: recovery.unfinished, finished: recovery.finished, damaged: recovery.damaged,
                        saved: saved + done, action: action.rawValue)))
        } else {
            let lines = action == .end ? done.map(view.ended) : [view.discarded(chosen[0])]
            context.console.out(lines.joined(separator: "\n"))
        }
    }

    /// Continues the workout paused where it stopped, on the training screen (or plain lines without one).
    @MainActor
    private func resume(_ journal: PendingJournal, context: AppContext) async throws {
        let (database, _) = context.openDatabaseForWorkout()
        let settings = context.trainSetup(database).cueSettings(for: journal.header.snapshot)
        let mode = TrainOutputMode.choose(
            noTUI: false, events: false, stdinIsTTY: context.streams.stdinIsTTY,
            stdoutIsTTY: context.streams.stdoutIsTTY, term: context.environment["TERM"])
        let outcome = await WorkoutRunner(context: context, mode: mode, historyOn: true)
            .run(restoring: journal, cueSettings: settings)
        if outcome.endedBySignal { throw ExitCode(ExitStatus.interrupted.rawValue) }
    }
}
