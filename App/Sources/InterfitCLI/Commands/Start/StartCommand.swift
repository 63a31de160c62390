import ArgumentParser
import Foundation
import Shared
import SharedUI
import Train
import TrainViews

/// `interfit start [PLAN|TEMPLATE]`: runs a workout.
/// `interfit start [PLAN|TEMPLATE]`：运行一次训练。
struct StartCommand: InterfitSubcommand {
    static var configuration: CommandConfiguration { .interfit("start", help: "start") }

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp(HelpText.of("start.plan")), completion: PlanCompletion.kind(templates: true))
    var plan: String?
    @OptionGroup var shape: WorkoutOptions
    @OptionGroup var musicOptions: MusicOptions
    @Option(help: ArgumentHelp(HelpText.of("option.cues"), valueName: "list"), transform: CueSelection.parse)
    var cues: CueSelection?
    @Option(name: .customLong("voice-lang"), help: ArgumentHelp(HelpText.of("option.voiceLang"), valueName: "lang"))
    var voiceLanguage: VoiceLanguageOption?
    @Flag(name: .customLong("no-tui"), help: ArgumentHelp(HelpText.of("option.noTUI")))
    var noTUI = false
    @Option(help: ArgumentHelp(HelpText.of("option.events"), valueName: "format"))
    var events: EventFormat?

    func execute(_ context: AppContext) async throws {
        var sessionCues = cues?.override ?? CueSettingsOverride()
        sessionCues.voiceLanguage = voiceLanguage?.value
        let (database, problem) = context.openDatabaseForWorkout()
        let setupModel = context.trainSetup(database)
        var shape = shape.shape
        shape.music = try musicOptions.plan(setCount: PlanRules.setsCount.upperBound, context: context)
        var setup: TrainSetup
        do throws(TrainSetupError) {
            setup = try setupModel.prepare(TrainSetupRequest(reference: plan, shape: shape, cues: sessionCues))
        } catch {
            throw CLIFailure(message: TrainSetupErrorText(language: context.language).message(error), status: .usage)
        }
        let mode = TrainOutputMode.choose(
            noTUI: noTUI, events: events != nil, stdinIsTTY: context.streams.stdinIsTTY,
            stdoutIsTTY: context.streams.stdoutIsTTY, term: context.environment["TERM"])
        let historyOn = isUsable(problem)
        if let problem {
            let notices = TrainEventView(snapshot: setup.snapshot, language: context.language)
            let reason = RepositoryErrorText(language: context.language).message(problem)
            context.console.err((historyOn ? "" : notices.historyOffNotice + "\n") + reason)
        }
        let runner = WorkoutRunner(context: context, mode: mode, historyOn: historyOn)
        if historyOn,
            let continued = try await offerRecovery(
                runner: runner, mode: mode, settings: setup.cueSettings, context: context)
        {
            if continued.endedBySignal { throw ExitCode(ExitStatus.interrupted.rawValue) }
            return
        }
        while true {
            let outcome = await runner.run(setup)
            if outcome.session != nil { setupModel.markUsed(setup) }
            guard let session = outcome.session else { return }
            if outcome.endedBySignal { throw ExitCode(ExitStatus.interrupted.rawValue) }
            guard mode == .screen, let again = runner.nextStep(after: session) else { return }
            setup = TrainSetup(snapshot: again, plan: setup.plan, cueSettings: setup.cueSettings)
        }
    }

    /// A database that is merely busy keeps history on: the session is saved at the end or later, through its
    /// journal. One that is not ours, damaged or newer turns history off for this workout.
    private func isUsable(_ problem: RepositoryError?) -> Bool {
        guard let problem else { return true }
        if case .busy = problem { return true }
        return false
    }

    /// Unfinished workouts kept in the journal: on a terminal, asks what to do with the newest; otherwise one
    /// line on stderr and the new workout runs. Returns the outcome when the user chose to continue it.
    @MainActor
    private func offerRecovery(
        runner: WorkoutRunner, mode: TrainOutputMode, settings: CueSettings, context: AppContext
    )
        async throws -> WorkoutRunner.Outcome?
    {
        let recovery = context.trainRecovery(writable: nil)
        recovery.load()
        let view = TrainRecoveryView(language: context.language, dates: context.dates)
        for damaged in recovery.damaged { context.console.err(view.damaged(damaged)) }
        guard let newest = recovery.unfinished.last else { return nil }
        guard mode == .screen else {
            context.console.err("interfit: " + view.pendingNotice(recovery.unfinished.count))
            return nil
        }
        context.console.out(view.prompt(newest))
        switch TrainRecoveryChoice(key: PromptKey.read().map { Character(Unicode.Scalar($0)) }) {
        case .continueWorkout:
            return await runner.run(restoring: newest, cueSettings: settings)
        case .end:
            let writable = context.trainRecoveryForSaving()
            writable.load()
            do { context.console.out(view.ended(try writable.end(newest))) } catch {
                context.console.err(view.failure(error))
            }
        case .discard:
            do {
                try recovery.discard(newest)
                context.console.out(view.discarded(newest))
            } catch {
                context.console.err(view.failure(error))
            }
        case .later:
            context.console.out(view.leftForLater)
        }
        return nil
    }
}
