import ArgumentParser
import Train

/// `start`'s ad-hoc shape options: without a PLAN they define the workout, with one they adjust it.
/// `start` 的临时形状选项：没有 PLAN 时定义训练，有 PLAN 时调整它。
struct WorkoutOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: .text("option.sets"), transform: OptionValue.count) var sets: Int?
    @Option(parsing: .unconditional, help: .text("option.work", value: "duration"), transform: OptionValue.duration)
    var work: Int?
    @Option(parsing: .unconditional, help: .text("option.rest", value: "duration"), transform: OptionValue.duration)
    var rest: Int?
    @Option(parsing: .unconditional, help: .text("option.warmup", value: "duration"), transform: OptionValue.duration)
    var warmup: Int?
    @Option(parsing: .unconditional, help: .text("option.cooldown", value: "duration"), transform: OptionValue.duration)
    var cooldown: Int?
    @Option(parsing: .unconditional, help: .text("option.rounds"), transform: OptionValue.count) var rounds: Int?
    @Option(
        name: .customLong("round-rest"), parsing: .unconditional,
        help: .text("option.roundRest", value: "duration"), transform: OptionValue.duration)
    var roundRest: Int?
    @Option(
        name: .customLong("exercise"), parsing: .unconditionalSingleValue,
        help: .text("option.exercise", value: "name"))
    var exercises: [String] = []

    /// The options as a change to a plan's content (nil fields are left as they are).
    var shape: TrainShapeOverride {
        TrainShapeOverride(
            sets: sets, workSeconds: work, restSeconds: rest, warmupSeconds: warmup,
            cooldownSeconds: cooldown, rounds: rounds, roundRestSeconds: roundRest,
            exercises: exercises.isEmpty ? nil : exercises)
    }
}
