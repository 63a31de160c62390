import ArgumentParser
import Plans
import Shared
import Train

/// The options that shape a plan, shared by `plans create` and `plans edit`: mode A (sets, work, rest) or
/// mode B (total, sets, ratio or intensity).
/// `plans create` 与 `plans edit` 共用的计划形状选项：模式 A（组数、训练、休息）或模式 B（总时长、组数、比例或强度）。
struct PlanShapeOptions: ParsableArguments {
    @OptionGroup var workout: WorkoutOptions
    @Option(
        parsing: .unconditional, help: ArgumentHelp(HelpText.of("option.total"), valueName: "duration"),
        transform: DurationValue.parse)
    var total: DurationValue?
    @Option(
        parsing: .unconditional, help: ArgumentHelp(HelpText.of("option.ratio"), valueName: "W:R"),
        transform: RatioValue.parse)
    var ratio: RatioValue?
    @Option(help: ArgumentHelp(HelpText.of("option.intensity"), valueName: "level"))
    var intensity: IntensityOption?
    @OptionGroup var music: MusicOptions

    /// True when any mode B option is given.
    var isModeB: Bool { total != nil || ratio != nil || intensity != nil }

    /// Options that cannot go together, and (for a new plan) the ones missing; thrown as usage errors.
    func check(isNew: Bool) throws(CLIFailure) {
        if isModeB {
            if let conflicting = workout.work != nil ? "--work" : (workout.rest != nil ? "--rest" : nil) {
                throw CLIFailure(
                    message: HelpText.of("plan.conflictingOptions", conflicting, "--total"), status: .usage)
            }
            if ratio != nil && intensity != nil {
                throw CLIFailure(
                    message: HelpText.of("plan.conflictingOptions", "--ratio", "--intensity"), status: .usage)
            }
            var missing: [String] = []
            if total == nil { missing.append("--total") }
            if isNew && workout.sets == nil { missing.append("--sets") }
            if ratio == nil && intensity == nil { missing.append("--ratio | --intensity") }
            if !missing.isEmpty {
                throw CLIFailure(
                    message: HelpText.of("plan.missingOptions", missing.joined(separator: ", ")), status: .usage)
            }
        } else if isNew {
            let missing = [
                ("--sets", workout.sets), ("--work", workout.work?.seconds), ("--rest", workout.rest?.seconds),
            ]
            .filter { $0.1 == nil }.map(\.0)
            if !missing.isEmpty {
                throw CLIFailure(
                    message: HelpText.of("plan.missingOptions", missing.joined(separator: ", ")), status: .usage)
            }
        }
    }

    /// Puts the given options into the editor; music options replace the plan's soundtrack.
    @MainActor
    func apply(to editor: PlanEditorViewModel, context: AppContext) throws(CLIFailure) {
        if isModeB { editor.mode = .totalTime }
        editor.inputs = workout.shape.applied(to: editor.inputs)
        if let total { editor.totalSeconds = total.seconds }
        if let ratio { editor.ratioText = ratio.ratio.description }
        if let intensity { editor.apply(intensity.value) }
        if let soundtrack = try music.plan(setCount: editor.setsCount, context: context) { editor.music = soundtrack }
    }
}
