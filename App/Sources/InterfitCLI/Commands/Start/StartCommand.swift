import ArgumentParser
import Shared
import Train
import TrainTerminal
import TrainViews

/// `interfit start [PLAN|TEMPLATE]`: runs a workout.
/// `interfit start [PLAN|TEMPLATE]`：运行一次训练。
struct StartCommand: InterfitSubcommand {
    static var configuration: CommandConfiguration { .interfit("start", help: "start") }

    @OptionGroup var global: GlobalOptions
    @Argument(help: .text("start.plan"), completion: PlanCompletion.kind(templates: true)) var plan: String?
    @OptionGroup var shape: WorkoutOptions
    @OptionGroup var musicOptions: MusicOptions
    @Option(help: .text("option.cues", value: "list"), transform: OptionValue.cues) var cues: CueSettingsOverride?
    @Option(name: .customLong("voice-lang"), help: .text("option.voiceLang", value: "lang"))
    var voiceLanguage: VoiceLanguage?
    @Flag(name: .customLong("no-tui"), help: .text("option.noTUI")) var noTUI = false
    @Option(help: .text("option.events", value: "format")) var events: EventFormat?

    func execute(_ context: AppContext) async throws {
        var sessionCues = cues ?? CueSettingsOverride()
        sessionCues.voiceLanguage = voiceLanguage
        let (database, problem) = context.openForWorkout()
        let setupModel = context.trainSetup(database)
        var shape = shape.shape
        shape.music = try musicOptions.plan(setCount: shape.sets ?? PlanRules.setsCount.upperBound, context: context)
        let setup = try setupModel.prepare(TrainSetupRequest(reference: plan, shape: shape, cues: sessionCues))
        let mode = TrainOutputMode.choose(
            noTUI: noTUI, events: events != nil, stdinIsTTY: context.streams.stdinIsTTY,
            stdoutIsTTY: context.streams.stdoutIsTTY, term: context.environment["TERM"])
        let runner = TrainWorkoutRunner(host: context, mode: mode, databaseProblem: problem)
        if await runner.runUntilQuit(setup) {
            throw CLIFailure(message: "", status: .interrupted)  // the summary said so
        }
    }
}
