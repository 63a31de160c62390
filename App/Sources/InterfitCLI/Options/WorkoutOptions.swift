import ArgumentParser
import Shared
import Train

/// `start`'s ad-hoc shape options: without a PLAN they define the workout, with one they adjust it.
/// `start` 的临时形状选项：没有 PLAN 时定义训练，有 PLAN 时调整它。
struct WorkoutOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp(HelpText.of("option.sets")), transform: CountValue.parse)
    var sets: Int?
    @Option(
        parsing: .unconditional, help: ArgumentHelp(HelpText.of("option.work"), valueName: "duration"),
        transform: DurationValue.parse)
    var work: DurationValue?
    @Option(
        parsing: .unconditional, help: ArgumentHelp(HelpText.of("option.rest"), valueName: "duration"),
        transform: DurationValue.parse)
    var rest: DurationValue?
    @Option(
        parsing: .unconditional, help: ArgumentHelp(HelpText.of("option.warmup"), valueName: "duration"),
        transform: DurationValue.parse)
    var warmup: DurationValue?
    @Option(
        parsing: .unconditional, help: ArgumentHelp(HelpText.of("option.cooldown"), valueName: "duration"),
        transform: DurationValue.parse)
    var cooldown: DurationValue?
    @Option(parsing: .unconditional, help: ArgumentHelp(HelpText.of("option.rounds")), transform: CountValue.parse)
    var rounds: Int?
    @Option(
        name: .customLong("round-rest"), parsing: .unconditional,
        help: ArgumentHelp(HelpText.of("option.roundRest"), valueName: "duration"), transform: DurationValue.parse)
    var roundRest: DurationValue?
    @Option(
        name: .customLong("exercise"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp(HelpText.of("option.exercise"), valueName: "name"))
    var exercises: [String] = []

    /// The options as a change to a plan's content (nil fields are left as they are).
    var shape: TrainShapeOverride {
        TrainShapeOverride(
            sets: sets, workSeconds: work?.seconds, restSeconds: rest?.seconds, warmupSeconds: warmup?.seconds,
            cooldownSeconds: cooldown?.seconds, rounds: rounds, roundRestSeconds: roundRest?.seconds,
            exercises: exercises.isEmpty ? nil : exercises)
    }
}
