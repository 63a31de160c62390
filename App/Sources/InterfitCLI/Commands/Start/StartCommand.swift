import ArgumentParser
import Shared
import Terminal
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
    @Option(help: .text("option.cues", value: "list"), completion: CueCompletion.kind, transform: OptionValue.cues)
    var cues: CueSettingsOverride?
    @Option(name: .customLong("voice-lang"), help: .text("option.voiceLang", value: "lang"))
    var voiceLanguage: VoiceLanguage?
    @Flag(name: .customLong("no-tui"), help: .text("option.noTUI")) var noTUI = false
    @Option(help: .text("option.events", value: "format")) var events: EventFormat?
    @OptionGroup var serve: ServeOptions

    func execute(_ context: AppContext) async throws {
        var sessionCues = cues ?? CueSettingsOverride()
        sessionCues.voiceLanguage = voiceLanguage
        let (database, problem) = context.openForWorkout()
        defer { database?.closeAndKeep() }
        let setupModel = context.trainSetup(database)
        var shape = shape.shape
        shape.music = try musicOptions.plan(setCount: shape.sets ?? PlanRules.setsCount.upperBound, context: context)
        var reference = plan
        // Nothing asked for, on a terminal: offer the templates and recent plans (off one, the error says what to pass).
        if reference == nil, shape.isEmpty, context.streams.stdinIsTTY, context.streams.stdoutIsTTY {
            guard let picked = choose(from: setupModel.choices(recent: 4), context) else { return }
            reference = picked.reference
        }
        let setup = try setupModel.prepare(TrainSetupRequest(reference: reference, shape: shape, cues: sessionCues))
        let mode = TrainOutputMode.choose(
            noTUI: noTUI, events: events != nil, stdinIsTTY: context.streams.stdinIsTTY,
            stdoutIsTTY: context.streams.stdoutIsTTY, term: context.environment["TERM"])
        try await context.prepareLive(serve)
        let runner = TrainWorkoutRunner(host: context, mode: mode, databaseProblem: problem)
        try await runner.runUntilQuit(setup).throwIfFailed()
    }

    /// The numbered list and one key: the choice, or nil when another key cancels.
    @MainActor
    private func choose(from choices: [TrainChoice], _ context: AppContext) -> TrainChoice? {
        let view = TrainChoiceView(language: context.language, style: context.style)
        for line in view.render(choices) { context.console.out(line) }
        context.console.write(view.question(count: choices.count) + " ")
        let key = PromptKey.read()
        context.console.out("")
        guard let key, let digit = Int(String(UnicodeScalar(key))), (1...min(9, choices.count)).contains(digit) else {
            return nil
        }
        return choices[digit - 1]
    }
}
