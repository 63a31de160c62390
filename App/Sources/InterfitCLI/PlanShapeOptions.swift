import ArgumentParser
import Plans
import Shared

/// The options that shape a plan, shared by `plans create` and `plans edit`.
struct PlanShapeOptions: ParsableArguments {
    @Option(help: "Work sets per round (1–99).")
    var sets: Int?
    @Option(help: ArgumentHelp("Work interval, 10s–30m (45, 45s, 2m, 1m30s, 1:30).", valueName: "duration"))
    var work: String?
    @Option(help: ArgumentHelp("Rest between sets, 0–30m.", valueName: "duration"))
    var rest: String?
    @Option(help: ArgumentHelp("Warm-up before the first set, 0–30m.", valueName: "duration"))
    var warmup: String?
    @Option(help: ArgumentHelp("Cool-down after the last set, 0–30m.", valueName: "duration"))
    var cooldown: String?
    @Option(help: "Rounds of all sets (1–20).")
    var rounds: Int?
    @Option(name: .customLong("round-rest"), help: ArgumentHelp("Rest between rounds, 0–30m.", valueName: "duration"))
    var roundRest: String?
    @Option(name: .customLong("exercise"), help: "An exercise name; repeat for several (set i shows exercise i mod n).")
    var exercises: [String] = []
    @Option(help: ArgumentHelp("Mode B: the whole workout's length; work and rest are derived.", valueName: "duration"))
    var total: String?
    @Option(help: ArgumentHelp("Mode B: work:rest proportion, e.g. 2:1.", valueName: "W:R"))
    var ratio: String?
    @Option(help: ArgumentHelp("Mode B: a preset ratio: light (1:2), medium (1:1), hard (2:1).", valueName: "level"))
    var intensity: String?

    /// Puts the given options into the editor; `isNew` makes the shape options required.
    @MainActor
    func apply(to editor: PlanEditorViewModel, isNew: Bool, text: Localizer) throws(CLIFailure) {
        let modeB = total != nil || ratio != nil || intensity != nil
        if modeB {
            if let conflicting = work != nil ? "--work" : (rest != nil ? "--rest" : nil) {
                throw CLIFailure(message: text("plan.conflictingOptions", conflicting, "--total"), status: .usage)
            }
            if ratio != nil && intensity != nil {
                throw CLIFailure(message: text("plan.conflictingOptions", "--ratio", "--intensity"), status: .usage)
            }
            var missing: [String] = []
            if total == nil { missing.append("--total") }
            if isNew && sets == nil { missing.append("--sets") }
            if ratio == nil && intensity == nil { missing.append("--ratio | --intensity") }
            if !missing.isEmpty {
                throw CLIFailure(message: text("plan.missingOptions", missing.joined(separator: ", ")), status: .usage)
            }
            editor.mode = .totalTime
        } else if isNew {
            let missing = [("--sets", sets == nil), ("--work", work == nil), ("--rest", rest == nil)]
                .filter(\.1).map(\.0)
            if !missing.isEmpty {
                throw CLIFailure(message: text("plan.missingOptions", missing.joined(separator: ", ")), status: .usage)
            }
        }
        if let sets { editor.setsCount = sets }
        if let rounds { editor.rounds = rounds }
        if let value = try Self.seconds(work, option: "--work") { editor.workSeconds = value }
        if let value = try Self.seconds(rest, option: "--rest") { editor.restSeconds = value }
        if let value = try Self.seconds(warmup, option: "--warmup") { editor.warmupSeconds = value }
        if let value = try Self.seconds(cooldown, option: "--cooldown") { editor.cooldownSeconds = value }
        if let value = try Self.seconds(roundRest, option: "--round-rest") { editor.roundRestSeconds = value }
        if let value = try Self.seconds(total, option: "--total") { editor.totalSeconds = value }
        if !exercises.isEmpty { editor.exercises = exercises }
        if let ratio { editor.ratioText = ratio }
        if let intensity {
            guard let level = Intensity(rawValue: intensity.lowercased()) else {
                throw CLIFailure(
                    message: text("settings.invalidValue", "--intensity", intensity, "light, medium, hard"),
                    status: .usage)
            }
            editor.apply(level)
        }
    }

    /// Parses a duration option, failing with the accepted forms.
    static func seconds(_ value: String?, option: String) throws(CLIFailure) -> Int? {
        guard let value else { return nil }
        do {
            return try DurationText.parse(value)
        } catch {
            throw CLIFailure(
                message:
                    "\(option): \"\(value)\" is not a duration.\nFix: use a form such as \(DurationText.acceptedForms).",
                status: .usage)
        }
    }
}
