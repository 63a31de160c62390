import ArgumentParser
import AudioCue
import Foundation
import Persistence
import Plans
import Shared
import Train

/// `interfit start [PLAN|TEMPLATE]`: runs a workout.
struct StartCommand: InterfitSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "start",
        abstract: "Run a workout from a template, a saved plan, or ad-hoc options.",
        discussion: """
            On a terminal this shows the training screen (keys: space pause/resume, n skip, p previous,
            + extend rest by 15 s, r end rest, e end, ? help; Ctrl-Z pauses and suspends). Without a
            terminal, or with --no-tui, it prints one line per event; --events ndjson prints one JSON
            object per event on stdout (see README). The session is saved to the history when it ends.
            If the database cannot be used, the workout still runs with history off.

            Examples:
              interfit start tabata
              interfit start legs --rest 20s
              interfit start --sets 8 --work 20 --rest 10
              interfit start running --no-tui --cues none
              interfit start tabata --events ndjson | jq -c 'select(.type == "segment")'
            """)

    @OptionGroup var global: GlobalOptions
    @Argument(help: "A template id or name (see `interfit templates`), or a saved plan's name or id prefix.")
    var plan: String?
    @OptionGroup var shape: WorkoutOptions
    @OptionGroup var cueOptions: CueOptions
    @Flag(name: .customLong("no-tui"), help: "Print one plain line per event instead of the training screen.")
    var noTUI = false
    @Option(help: ArgumentHelp("Stream events on stdout; the only format is ndjson.", valueName: "format"))
    var events: String?

    func execute(_ context: AppContext) async throws {
        if let events, events != "ndjson" {
            throw CLIFailure(
                message: context.text("settings.invalidValue", "--events", events, "ndjson"), status: .usage)
        }
        let sessionCues = try cueOptions.override(text: context.text)
        var database: AppDatabase?
        var historyProblem: String?
        do { database = try AppDatabase.open(path: context.databasePath) } catch {
            historyProblem = context.messages.failure(error).message
        }
        let selection = try WorkoutResolver(context: context, database: database).resolve(plan, shape: shape)
        if let historyProblem {
            context.console.err(context.text("train.historyOff") + "\n" + historyProblem)
        }
        let stored = database.flatMap { try? context.makeSettingsRepository($0).storedValues() } ?? [:]
        let settings = SettingKey.cueSettings(from: stored).resolved(
            plan: selection.plan?.cueSettings ?? CueSettingsOverride(), session: sessionCues)
        let mode: TrainingOutputMode =
            events != nil
            ? .ndjson : (noTUI || !Console.isTTY(STDIN_FILENO) || !Console.isTTY(STDOUT_FILENO) ? .plain : .screen)

        if let plan = selection.plan, let database {
            _ = try? context.makePlanLibrary(database).markUsed(plan)
        }
        var snapshot = selection.snapshot
        while true {
            let outcome = await train(snapshot, settings: settings, mode: mode, database: database, context: context)
            guard let session = outcome.session else { return }
            if outcome.endedBySignal { throw ExitCode(ExitStatus.interrupted.rawValue) }
            guard mode == .screen, let again = await offerNextStep(session, database: database, context: context) else {
                return
            }
            snapshot = again
        }
    }

    /// One workout from start to summary.
    @MainActor
    private func train(
        _ snapshot: PlanSnapshot, settings: CueSettings, mode: TrainingOutputMode, database: AppDatabase?,
        context: AppContext
    ) async -> (session: Session?, endedBySignal: Bool) {
        let capabilities = CueCapabilities.detect(path: context.environment["PATH"])
        let toneFolder = NSTemporaryDirectory() + "interfit-\(getuid())"
        let toneFiles = settings.tones && capabilities.player != nil ? try? ToneLibrary.write(to: toneFolder) : nil
        let relay = DegradationRelay()
        let bellDescriptor: Int32? =
            mode == .screen ? STDOUT_FILENO : (Console.isTTY(STDERR_FILENO) ? STDERR_FILENO : nil)
        let dispatcher = CueDispatcher(
            settings: settings, capabilities: capabilities, toneFiles: toneFiles,
            ring: { bell in if let bellDescriptor { Console.write(bellDescriptor, bell) } },
            onDegraded: { reason in Task { @MainActor in relay.viewModel?.recordDegraded(reason: reason) } })
        let clock = SystemMonotonicClock()
        let viewModel = TrainSessionViewModel(
            snapshot: snapshot, options: TrainCueOptions(countdown: settings.countdown, halfway: settings.halfway),
            clock: clock, wallClock: context.clock, ids: context.ids, cueSink: dispatcher,
            sessions: database.map { DefaultSessionRepository(database: $0) })
        relay.viewModel = viewModel
        let run = TrainingRun(
            viewModel: viewModel, mode: mode, context: context,
            isDegraded: { dispatcher.isDegraded })
        let session = await run.run(startupDegradations: dispatcher.startupDegradations)
        if let session {
            let summary = TrainSummaryViewModel(
                session: session, plans: database.map { DefaultPlanRepository(database: $0) }, clock: context.clock,
                ids: context.ids)
            let lines = TrainSummaryRenderer(
                text: context.text, style: mode == .ndjson ? context.errorStyle : context.style
            )
            .render(session, adjusted: summary.adjustedContent)
            for line in lines {
                if mode == .ndjson { context.console.err(line) } else { context.console.out(line) }
            }
            if let problem = viewModel.saveError {
                context.console.err(context.text("train.notSaved", problem))
            } else if database == nil {
                context.console.err(context.text("train.historyOff"))
            }
        }
        return (session, run.endedBySignal)
    }

    /// After the summary on a terminal: again, save adjustments as a new plan, or quit.
    @MainActor
    private func offerNextStep(_ session: Session, database: AppDatabase?, context: AppContext) async -> PlanSnapshot? {
        let summary = TrainSummaryViewModel(
            session: session, plans: database.map { DefaultPlanRepository(database: $0) }, clock: context.clock,
            ids: context.ids)
        let canSave = summary.adjustedContent != nil && database != nil
        context.console.out(context.style.dim(context.text(canSave ? "summary.promptSave" : "summary.prompt")))
        while true {
            switch PromptKey.read() {
            case UInt8(ascii: "a"), UInt8(ascii: "A"):
                return summary.againSnapshot
            case let key where canSave && (key == UInt8(ascii: "s") || key == UInt8(ascii: "S")):
                do {
                    if let plan = try summary.saveAdjustmentsAsPlan() {
                        context.console.out(
                            context.text(
                                "plans.created", plan.name, plan.content.summary,
                                String(plan.id.uuidString.lowercased().prefix(8))))
                    }
                } catch {
                    context.console.err(context.messages.failure(storage: error).message)
                }
                return nil
            case nil, UInt8(ascii: "q"), UInt8(ascii: "Q"), 0x0A, 0x0D, 0x1B, 0x03:
                return nil
            default:
                continue
            }
        }
    }
}

/// Lets the cue dispatcher, created before the view model, report degradations to it.
@MainActor
private final class DegradationRelay {
    weak var viewModel: TrainSessionViewModel?
}
