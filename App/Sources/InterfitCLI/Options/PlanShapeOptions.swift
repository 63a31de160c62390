import ArgumentParser
import Plans
import PlansViews
import Shared

/// The plan shape options shared by `plans create` and `plans edit`: mode A (sets, work, rest) or mode B (total time).
/// `plans create` 与 `plans edit` 共用的计划形状选项：模式 A（组数、训练、休息）或模式 B（总时长）。
struct PlanShapeOptions: ParsableArguments {
    @OptionGroup var workout: WorkoutOptions
    @Option(parsing: .unconditional, help: .text("option.total", value: "duration"), transform: OptionValue.duration)
    var total: Int?
    @Option(parsing: .unconditional, help: .text("option.ratio", value: "W:R"), transform: OptionValue.ratio)
    var ratio: WorkRestRatio?
    @Option(help: .text("option.intensity", value: "level")) var intensity: Intensity?
    @OptionGroup var music: MusicOptions

    /// Which shape options were given.
    var request: PlanShapeRequest {
        PlanShapeRequest(
            sets: workout.sets != nil, work: workout.work != nil, rest: workout.rest != nil, total: total != nil,
            ratio: ratio != nil, intensity: intensity != nil)
    }

    /// Refuses options that cannot go together and (for a new plan) missing ones, as usage errors.
    func check(isNew: Bool) throws(PlanShapeProblem) {
        if let problem = request.problem(isNew: isNew) { throw problem }
    }

    /// Puts the given options into the editor; music options replace the plan's soundtrack.
    @MainActor
    func apply(to editor: PlanEditorViewModel, context: AppContext) throws(MusicPlanProblem) {
        if request.isModeB { editor.mode = .totalTime }
        editor.inputs = workout.shape.applied(to: editor.inputs)
        if let total { editor.totalSeconds = total }
        if let ratio { editor.ratioText = ratio.description }
        if let intensity { editor.apply(intensity) }
        if let soundtrack = try music.plan(setCount: editor.setsCount, context: context) { editor.music = soundtrack }
    }
}
