import ArgumentParser
import Shared

/// `start`'s ad-hoc shape options: without a PLAN they define the workout, with one they adjust it.
struct WorkoutOptions: ParsableArguments {
    @Option(help: "Work sets per round (1–99).") var sets: Int?
    @Option(help: ArgumentHelp("Work interval, 10s–30m.", valueName: "duration")) var work: String?
    @Option(help: ArgumentHelp("Rest between sets, 0–30m.", valueName: "duration")) var rest: String?
    @Option(help: ArgumentHelp("Warm-up, 0–30m.", valueName: "duration")) var warmup: String?
    @Option(help: ArgumentHelp("Cool-down, 0–30m.", valueName: "duration")) var cooldown: String?
    @Option(help: "Rounds (1–20).") var rounds: Int?
    @Option(name: .customLong("round-rest"), help: ArgumentHelp("Rest between rounds, 0–30m.", valueName: "duration"))
    var roundRest: String?
    @Option(name: .customLong("exercise"), help: "An exercise name; repeat for several.") var exercises: [String] = []

    /// True when any shape option was given.
    var isEmpty: Bool {
        sets == nil && work == nil && rest == nil && warmup == nil && cooldown == nil && rounds == nil
            && roundRest == nil && exercises.isEmpty
    }

    /// `base` with the given options applied (plain numbers, validated later as a whole).
    func applied(to base: PlanContent, text: Localizer) throws(CLIFailure) -> PlanContent {
        var content = base
        if let sets { content.setsCount = sets }
        if let rounds { content.rounds = rounds }
        if let value = try PlanShapeOptions.seconds(work, option: "--work", text: text) { content.workSeconds = value }
        if let value = try PlanShapeOptions.seconds(rest, option: "--rest", text: text) { content.restSeconds = value }
        if let value = try PlanShapeOptions.seconds(warmup, option: "--warmup", text: text) {
            content.warmupSeconds = value
        }
        if let value = try PlanShapeOptions.seconds(cooldown, option: "--cooldown", text: text) {
            content.cooldownSeconds = value
        }
        if let value = try PlanShapeOptions.seconds(roundRest, option: "--round-rest", text: text) {
            content.roundRestSeconds = value
        }
        if !exercises.isEmpty { content.exercises = exercises }
        return content
    }
}
