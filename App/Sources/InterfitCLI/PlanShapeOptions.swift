import ArgumentParser
import Plans
import Shared

/// The options that shape a plan, shared by `plans create` and `plans edit`.
struct PlanShapeOptions: ParsableArguments {
    @OptionGroup var workout: WorkoutOptions
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
            if let conflicting = workout.work != nil ? "--work" : (workout.rest != nil ? "--rest" : nil) {
                throw CLIFailure(message: text("plan.conflictingOptions", conflicting, "--total"), status: .usage)
            }
            if ratio != nil && intensity != nil {
                throw CLIFailure(message: text("plan.conflictingOptions", "--ratio", "--intensity"), status: .usage)
            }
            var missing: [String] = []
            if total == nil { missing.append("--total") }
            if isNew && workout.sets == nil { missing.append("--sets") }
            if ratio == nil && intensity == nil { missing.append("--ratio | --intensity") }
            if !missing.isEmpty {
                throw CLIFailure(message: text("plan.missingOptions", missing.joined(separator: ", ")), status: .usage)
            }
            editor.mode = .totalTime
        } else if isNew {
            let missing = [
                ("--sets", workout.sets == nil), ("--work", workout.work == nil), ("--rest", workout.rest == nil),
            ]
            .filter(\.1).map(\.0)
            if !missing.isEmpty {
                throw CLIFailure(message: text("plan.missingOptions", missing.joined(separator: ", ")), status: .usage)
            }
        }
        editor.inputs = try workout.applied(to: editor.inputs, text: text)
        if let value = try Self.seconds(total, option: "--total", text: text) { editor.totalSeconds = value }
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
    static func seconds(_ value: String?, option: String, text: Localizer) throws(CLIFailure) -> Int? {
        guard let value else { return nil }
        do {
            return try DurationText.parse(value)
        } catch {
            throw CLIFailure(message: text("issue.duration", option, value, DurationText.acceptedForms), status: .usage)
        }
    }
}
