import ArgumentParser
import Community
import CommunityViews
import Shared
import Train
import TrainTerminal

/// `interfit community start POST [start options] [--keep]`: trains the post's plan now, saving it only with `--keep`.
/// `interfit community start POST [训练选项] [--keep]`：立即训练帖子的计划，仅在 `--keep` 时保存。
struct CommunityStartCommand: InterfitSubcommand {
    static var configuration: CommandConfiguration { .interfit("start", help: "community.start") }

    @OptionGroup var community: CommunityOptions
    @OptionGroup var target: CommunityPostArgument
    @OptionGroup var shape: WorkoutOptions
    @Option(help: .text("option.cues", value: "list"), transform: OptionValue.cues) var cues: CueSettingsOverride?
    @Option(name: .customLong("voice-lang"), help: .text("option.voiceLang", value: "lang"))
    var voiceLanguage: VoiceLanguage?
    @Flag(name: .customLong("no-tui"), help: .text("option.noTUI")) var noTUI = false
    @Option(help: .text("option.events", value: "format")) var events: EventFormat?
    @OptionGroup var serve: ServeOptions
    @Flag(help: .text("option.keep")) var keep = false
    var global: GlobalOptions { community.global }

    func execute(_ context: AppContext) async throws {
        var sessionCues = cues ?? CueSettingsOverride()
        sessionCues.voiceLanguage = voiceLanguage
        // Everything from the hub comes first: once the workout runs, nothing waits on the network.
        let writer = keep ? try context.openForWriting() : nil
        if let writer { context.saveFinishedWorkouts(into: writer) }
        let model = try context.communityApply(community, database: writer)
        let fetched = try await model.fetch(target.post)
        let (database, problem) = context.openForWorkout()
        defer { database?.closeAndKeep() }
        let setupModel = context.trainSetup(database)
        let setup: TrainSetup
        if keep {
            let outcome = try model.keep(fetched)
            context.console.err(context.communityMessages.applied(outcome))
            let reference = outcome.plan.id.uuidString.lowercased()
            setup = try setupModel.prepare(
                TrainSetupRequest(reference: reference, shape: shape.shape, cues: sessionCues))
        } else {
            // The post's version as an unsaved workout under its own name; its music (files on the author's
            // machine) is not played.
            let content = shape.shape.applied(to: fetched.content)
            let whole = TrainShapeOverride(
                sets: content.setsCount, workSeconds: content.workSeconds, restSeconds: content.restSeconds,
                warmupSeconds: content.warmupSeconds, cooldownSeconds: content.cooldownSeconds, rounds: content.rounds,
                roundRestSeconds: content.roundRestSeconds, exercises: content.exercises, music: .silent)
            let made = try setupModel.prepare(TrainSetupRequest(shape: whole, cues: sessionCues))
            let snapshot = PlanSnapshot(
                planId: nil, templateId: nil, name: fetched.name, content: made.snapshot.content,
                takenAt: made.snapshot.takenAt, isAdjusted: !shape.shape.isEmpty)
            setup = TrainSetup(snapshot: snapshot, plan: nil, cueSettings: made.cueSettings)
        }
        let mode = TrainOutputMode.choose(
            noTUI: noTUI, events: events != nil, stdinIsTTY: context.streams.stdinIsTTY,
            stdoutIsTTY: context.streams.stdoutIsTTY, term: context.environment["TERM"])
        try await context.prepareLive(serve)
        let runner = TrainWorkoutRunner(host: context, mode: mode, databaseProblem: problem)
        try await runner.runUntilQuit(setup).throwIfFailed()
    }
}
